import { expect, it } from 'vitest';
import { initials } from './initials.ts';

it('takes the first letters of the first and last names', () => {
  expect(initials('Sam Rivera')).toBe('SR');
  expect(initials('  ada  de la quinn ')).toBe('AQ');
  expect(initials('Prince')).toBe('P');
  expect(initials('')).toBe('');
});
