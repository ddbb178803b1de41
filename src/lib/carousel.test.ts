import { expect, it } from 'vitest';
import { counterLabel } from './carousel.ts';

it('labels the counter 1-based, and 0 / 0 when empty', () => {
  expect(counterLabel(0, 4)).toBe('1 / 4');
  expect(counterLabel(3, 4)).toBe('4 / 4');
  expect(counterLabel(0, 0)).toBe('0 / 0');
});
