/**
 * A family's fallback: local fonts scaled (@capsizecss/core, from both fonts' metrics: font-metrics.ts) to set a
 * line as the web font will, in width and in height, so that text shown before the web font
 * arrives takes the same room, and nothing moves when it comes (`font-display: swap`). Bold is
 * wider than regular by an amount of each family's own: regular and bold weights get a face each,
 * the local regular or bold scaled against the family at that weight. No line-gap override: every
 * line of the page has a line-height of its own, which a font's line gap does not change.
 */
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import type { FallbackFaceRule } from '../../src/theme/look.ts';
import { FALLBACK_FONTS, FONT_FAMILIES, type FontKey } from './font-families.ts';
import { FAMILY_METRICS, LOCAL_FONT_METRICS, type Metrics } from './font-metrics.ts';

/**
 * The page's weights in two faces, each matched to the family at `at`: CSS's font matching picks
 * the 700 face for every weight from 600 up, the 400 one below, which is all the page draws.
 */
const BANDS = [
  { weight: '400', at: 400, bold: false },
  { weight: '700', at: 700, bold: true },
] as const;

/** A percentage to a tenth: finer moves no line by a pixel, and every face is in every page. */
const tenth = (percent: string) => `${Number.parseFloat(percent).toFixed(1).replace(/\.0$/, '')}%`;

export const fallbackName = (family: { name: string }) => `${family.name} Fallback`;

/** What capsize's font stack reads: the metrics, named. */
const named = (familyName: string, metrics: Metrics): FontMetrics => ({ familyName, fullName: familyName, postscriptName: familyName, ...metrics });

/** The fallback faces of the family `key`; of its bold weights only when it sets headings alone, which are bold. */
export function fallbackFaces(key: FontKey, { boldOnly = false } = {}): FallbackFaceRule[] {
  const family = FONT_FAMILIES[key];
  const fallback = FALLBACK_FONTS[family.category];
  return BANDS.filter((band) => band.bold || !boldOnly).map(({ weight, at, bold }) => {
    const metrics = [named(family.name, FAMILY_METRICS[key][at]), named(fallback.regular[0] ?? '', LOCAL_FONT_METRICS[fallback.metrics][at])];
    const face = createFontStack(metrics, { fontFaceFormat: 'styleObject' }).fontFaces[0]?.['@font-face'];
    if (!face?.sizeAdjust || !face.ascentOverride || !face.descentOverride) throw new Error(`capsize gave no fallback metrics for ${family.name}`);
    return {
      family: fallbackName(family),
      local: bold ? fallback.bold : fallback.regular,
      weight,
      sizeAdjust: tenth(face.sizeAdjust),
      ascentOverride: tenth(face.ascentOverride),
      descentOverride: tenth(face.descentOverride),
    };
  });
}
