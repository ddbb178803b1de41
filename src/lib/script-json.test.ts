import { expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

it('cannot close its script element, and parses back to the same value', () => {
  const value = { text: '</script><script>alert(1)</script>', n: 1 };
  const json = scriptJson(value);
  expect(json).not.toContain('</');
  expect(JSON.parse(json)).toEqual(value);
});
