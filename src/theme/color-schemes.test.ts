import { describe, expect, it } from 'vitest';
import { dark, light } from './color-schemes.ts';
import { contrastRatio } from './contrast.ts';

type Token = keyof typeof light;

/** Every foreground/background pair the components use, with the WCAG AA minimum it needs. */
const pairs: [fg: Token, bg: Token, min: number][] = [
  ['text', 'bg', 4.5],
  ['text', 'bg-alt', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'accent-soft', 4.5],
  ['muted', 'bg', 4.5],
  ['muted', 'bg-alt', 4.5],
  ['muted', 'surface', 4.5],
  ['accent', 'bg', 4.5],
  ['accent', 'bg-alt', 4.5],
  ['accent', 'surface', 4.5],
  ['accent', 'accent-soft', 4.5],
  ['accent-text', 'accent', 4.5],
  ['accent-text', 'accent-strong', 4.5],
  ['highlight', 'bg', 4.5],
  ['highlight', 'bg-alt', 4.5],
  ['highlight', 'surface', 4.5],
  ['destructive', 'surface', 4.5],
  ['destructive', 'bg', 4.5],
  ['success', 'surface', 4.5],
  ['focus', 'bg', 3],
  ['border', 'surface', 1.2],
];

describe.each([
  ['light', light],
  ['dark', dark],
] as const)('%s scheme', (_, scheme) => {
  it.each(pairs)('%s on %s reaches %d:1', (fg, bg, min) => {
    expect(contrastRatio(scheme[fg], scheme[bg])).toBeGreaterThanOrEqual(min);
  });
});

it('computes known ratios', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});
