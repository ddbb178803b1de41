/**
 * A family's fallback: local fonts scaled (@capsizecss/core, from both fonts' metrics) to set a
 * line as the web font will, in width and in height, so that text shown before the web font
 * arrives takes the same room, and nothing moves when it comes (`font-display: swap`). Bold is
 * wider than regular by an amount of each family's own: regular and bold weights get a face each,
 * the local regular or bold scaled against the family at that weight. No line-gap override: every
 * line of the page has a line-height of its own, which a font's line gap does not change.
 */
import { createRequire } from 'node:module';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import type { FallbackFaceRule } from '../../src/theme/look.ts';
import { FALLBACK_FONTS, type FontFamily } from './font-families.ts';

const require = createRequire(import.meta.url);

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

/** @capsizecss/metrics' figures for a font at the weight nearest `weight` it has. */
export function metricsAt(name: string, weight: number): FontMetrics {
  const weights = [400, 700, 600, 800, 500, 900, 300].sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight));
  for (const candidate of weights) {
    try {
      const module = require(`@capsizecss/metrics/${name}/${candidate === 400 ? 'regular' : candidate}`) as { default?: FontMetrics } & FontMetrics;
      const metrics = module.default ?? module;
      if (typeof metrics.unitsPerEm !== 'number' || typeof metrics.xWidthAvg !== 'number')
        throw new Error(`@capsizecss/metrics/${name} has no metrics`);
      return metrics;
    } catch {
      // Not cut at that weight: the next nearest.
    }
  }
  throw new Error(`@capsizecss/metrics has no figures for ${name}`);
}

export const fallbackName = (family: FontFamily) => `${family.name} Fallback`;

/** The fallback faces of `family`; of its bold weights only when it sets headings alone, which are bold. */
export function fallbackFaces(family: FontFamily, { boldOnly = false } = {}): FallbackFaceRule[] {
  const fallback = FALLBACK_FONTS[family.category];
  return BANDS.filter((band) => band.bold || !boldOnly).map(({ weight, at, bold }) => {
    const metrics = [metricsAt(family.capsize, at), metricsAt(fallback.capsize, bold ? 700 : 400)];
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
