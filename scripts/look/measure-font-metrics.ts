/**
 * A bundled family's metrics at a weight, read from its own font file: its latin file pinned at
 * that weight (font-instances.ts, harfbuzz's instancer), then its vertical metrics and the average
 * width of its letters as @capsizecss/unpack computes it. What font-metrics.ts lists, and
 * font-metrics.test.ts checks it against.
 */
import * as fontkit from 'fontkit';
import type { Metrics } from './font-metrics.ts';
import { fontSources, type FontFamily } from './font-families.ts';
import { fontInstance } from './font-instances.ts';
import { LATIN_FREQUENCIES } from './letter-frequencies.ts';

const SAMPLE = Object.keys(LATIN_FREQUENCIES).join('');

/** The average advance of a line of English text, in font units. */
function averageWidth(font: fontkit.Font): number {
  const glyphs = font.glyphsForString(SAMPLE);
  return Math.round(glyphs.reduce((sum, glyph, i) => sum + (glyph.isMark ? 0 : glyph.advanceWidth * (LATIN_FREQUENCIES[SAMPLE.charAt(i)] ?? 0)), 0));
}

export async function measureFontMetrics(family: FontFamily, weight: number, cache?: string): Promise<Metrics> {
  const latin = fontSources(family).find(({ subset }) => subset === 'latin');
  if (!latin) throw new Error(`${family.package} has no latin file`);
  // The sample's letters, and x and H for the heights.
  const data = await fontInstance(latin.file, weight, { characters: `${SAMPLE}xH`, cache });
  const font = fontkit.create(data);
  if (!('glyphsForString' in font)) throw new Error(`${latin.file} is a collection, not one font`);
  const { ascent, descent, lineGap, unitsPerEm, xHeight, capHeight } = font;
  return { ascent, descent, lineGap, unitsPerEm, xHeight, capHeight, xWidthAvg: averageWidth(font) };
}
