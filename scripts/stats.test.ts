import { expect, it } from 'vitest';
import { median } from './stats.ts';

it('takes the middle value whatever the order, the upper middle for an even count', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([93, 97, 96, 95, 94])).toBe(95);
  expect(median([4, 1, 3, 2])).toBe(3);
  expect(() => median([])).toThrow('median of no values');
});
