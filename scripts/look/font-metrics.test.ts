import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, type FontKey } from './font-families.ts';
import { FAMILY_METRICS } from './font-metrics.ts';
import { measureFontMetrics } from './measure-font-metrics.ts';

describe('the families’ metrics', () => {
  // A font package updated with other metrics: the table says so here, with the figures to write.
  it.for(Object.keys(FONT_FAMILIES) as FontKey[])('%s: the table is what its files give at 400 and 700', async (key, { expect: expectHere }) => {
    const measured = { 400: await measureFontMetrics(FONT_FAMILIES[key], 400), 700: await measureFontMetrics(FONT_FAMILIES[key], 700) };
    expectHere(measured, `update FAMILY_METRICS.${key} in scripts/look/font-metrics.ts`).toEqual(FAMILY_METRICS[key]);
  });

  it('read as @capsizecss/unpack reads a font: Inter’s figures are capsize’s own', async () => {
    expect(await measureFontMetrics(FONT_FAMILIES.inter, 400)).toEqual({
      ascent: 1984,
      descent: -494,
      lineGap: 0,
      unitsPerEm: 2048,
      xHeight: 1118,
      capHeight: 1490,
      xWidthAvg: 978,
    });
  });
});
