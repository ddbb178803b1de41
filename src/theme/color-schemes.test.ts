import { describe, expect, it } from 'vitest';
import { COLOR_PAIRS } from './color-pairs.ts';
import { dark, light } from './color-schemes.ts';
import { contrastRatio } from './contrast.ts';

describe.each([
  ['light', light],
  ['dark', dark],
] as const)('%s scheme', (_, scheme) => {
  it.each(COLOR_PAIRS.map(({ fg, bg, min }) => [fg, bg, min] as const))('%s on %s reaches %d:1', (fg, bg, min) => {
    expect(contrastRatio(scheme[fg], scheme[bg])).toBeGreaterThanOrEqual(min);
  });
});

it('computes known ratios', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});
