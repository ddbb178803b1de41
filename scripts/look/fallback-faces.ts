/**
 * A family's fallback: local fonts scaled (@capsizecss/core, from both fonts' metrics) to set a
 * line as the web font will, in width and in height, so that text shown before the web font
 * arrives takes the same room, and nothing moves when it comes (`font-display: swap`). Bold is
 * wider than regular by an amount of each family's own: each band of weights gets its own face,
 * the local regular or bold scaled against the family at that weight.
 */
import { createRequire } from 'node:module';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import type { FallbackFaceRule } from '../../src/theme/look.ts';
import { FALLBACK_FONTS, type FontFamily } from './font-families.ts';

const require = createRequire(import.meta.url);

/** The weights the page draws text in, in bands: each band's fallback is matched to the family at `at`. */
const BANDS = [
  { weight: '100 549', at: 400, bold: false },
  { weight: '550 749', at: 600, bold: true },
  { weight: '750 1000', at: 800, bold: true },
] as const;

/** @capsizecss/metrics' figures for a font at the weight nearest `weight` it has. */
function metricsAt(name: string, weight: number): FontMetrics {
  const weights = [400, 700, 600, 800, 500, 900, 300].sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight));
  for (const candidate of weights) {
    try {
      const module = require(`@capsizecss/metrics/${name}/${candidate === 400 ? 'regular' : candidate}`) as { default?: FontMetrics } & FontMetrics;
      return module.default ?? module;
    } catch {
      // Not cut at that weight: the next nearest.
    }
  }
  throw new Error(`@capsizecss/metrics has no figures for ${name}`);
}

export const fallbackName = (family: FontFamily) => `${family.name} Fallback`;

export function fallbackFaces(family: FontFamily): FallbackFaceRule[] {
  const fallback = FALLBACK_FONTS[family.category];
  return BANDS.map(({ weight, at, bold }) => {
    const metrics = [metricsAt(family.capsize, at), metricsAt(fallback.capsize, bold ? 700 : 400)];
    const face = createFontStack(metrics, { fontFaceFormat: 'styleObject' }).fontFaces[0]?.['@font-face'];
    if (!face?.sizeAdjust || !face.ascentOverride || !face.descentOverride || !face.lineGapOverride)
      throw new Error(`capsize gave no fallback metrics for ${family.name}`);
    return {
      family: fallbackName(family),
      local: bold ? fallback.bold : fallback.regular,
      weight,
      sizeAdjust: face.sizeAdjust,
      ascentOverride: face.ascentOverride,
      descentOverride: face.descentOverride,
      lineGapOverride: face.lineGapOverride,
    };
  });
}
