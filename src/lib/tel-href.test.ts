import { expect, it } from 'vitest';
import { telHref } from './tel-href.ts';

it('keeps only the digits and a leading plus', () => {
  expect(telHref('+33 555 010 2030')).toBe('tel:+335550102030');
  expect(telHref('(555) 010-2030')).toBe('tel:5550102030');
});
