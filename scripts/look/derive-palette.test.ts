import { converter, parse } from 'culori';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOR_PAIRS } from '../../src/theme/color-pairs.ts';
import { dark, light, type ColorScheme } from '../../src/theme/color-schemes.ts';
import { contrastRatio } from '../../src/theme/contrast.ts';
import { derivePalettes } from './derive-palette.ts';

const toOklch = converter('oklch');
const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
/** Colours as an owner may write them, screens' gamut or not: lightness 0–100 %, chroma up to 0.4, any hue. */
const oklch = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 359 }))
  .map(([l, c, h]) => `oklch(${l}% ${c / 1000} ${h})`);

function failures(scheme: ColorScheme): string[] {
  return COLOR_PAIRS.flatMap(({ fg, bg, min }) => {
    const ratio = contrastRatio(scheme[fg], scheme[bg]);
    return ratio >= min ? [] : [`${fg} ${scheme[fg]} on ${bg} ${scheme[bg]}: ${ratio.toFixed(2)} < ${min}`];
  });
}

const oklchOf = (color: string) => toOklch(parse(color));
const hueDistance = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('derivePalettes', () => {
  it('meets WCAG AA on every pair the page draws, in both schemes, for 1,000 random accents (seeded)', () => {
    fc.assert(
      fc.property(fc.oneof(hex, oklch), (accent) => {
        const palettes = derivePalettes(accent);
        expect(palettes).toBeDefined();
        expect([...failures(palettes!.light), ...failures(palettes!.dark)]).toEqual([]);
      }),
      { numRuns: 1000, seed: 20261125 },
    );
  });

  it('keeps the owner’s hue wherever the accent keeps a colour, written in hex or beyond the screen’s gamut', () => {
    fc.assert(
      fc.property(fc.oneof(hex, oklch), (accent) => {
        const owners = oklchOf(accent);
        const palettes = derivePalettes(accent)!;
        for (const scheme of [palettes.light, palettes.dark]) {
          const derived = oklchOf(scheme.accent);
          if (owners?.h === undefined || (owners.c ?? 0) < 0.04 || derived?.h === undefined || (derived.c ?? 0) < 0.04) continue;
          expect(hueDistance(derived.h, owners.h)).toBeLessThan(8);
        }
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('keeps an accent that already reads as it is, and moves only the accent family: the neutrals are the site’s own', () => {
    const { light: teal } = derivePalettes('#0f766e')!;
    expect(teal.accent).toBe('#0f766e');
    expect(teal.focus).toBe('#0f766e');
    for (const token of ['bg', 'bg-alt', 'surface', 'surface-raised', 'text', 'muted', 'border', 'control', 'destructive', 'success'] as const) {
      expect(teal[token]).toBe(light[token]);
      expect(derivePalettes('#0f766e')!.dark[token]).toBe(dark[token]);
    }
  });

  it('gives pure yellow a dark olive to read on the light scheme and keeps it on the dark one; near-black turns light grey there', () => {
    const yellow = derivePalettes('#ffff00')!;
    expect(oklchOf(yellow.light.accent)?.l).toBeLessThan(0.6);
    expect(yellow.dark.accent).toBe('#ffff00');
    expect(yellow.dark['accent-text']).toBe(dark.bg);
    const black = derivePalettes('#111111')!;
    expect(black.light.accent).toBe('#111111');
    expect(oklchOf(black.dark.accent)?.l).toBeGreaterThan(0.6);
  });

  it('keeps an accent beyond the screen’s gamut at its lightness and hue, cutting its chroma', () => {
    const accent = oklchOf(derivePalettes('oklch(45% 0.37 30)')!.light.accent);
    expect(accent?.l).toBeCloseTo(0.45, 2);
    expect(hueDistance(accent?.h ?? 0, 30)).toBeLessThan(3);
  });

  it('reads any CSS colour and refuses what is not one', () => {
    expect(derivePalettes('navy')?.light.accent).toBe('#000080');
    expect(derivePalettes('oklch(52% 0.1 185)')).toBeDefined();
    expect(derivePalettes('rgb(15 118 110)')?.light.accent).toBe('#0f766e');
    expect(derivePalettes('tael')).toBeUndefined();
    expect(derivePalettes('#12345')).toBeUndefined();
  });
});
