/**
 * A family's fallback: a local font scaled (@capsizecss/core, from both fonts' metrics) to set a
 * line as the web font will, in width and in height, so that text shown before the web font
 * arrives takes the same room, and nothing moves when it comes (`font-display: swap`).
 */
import { createFontStack } from '@capsizecss/core';
import type { FallbackFaceRule } from '../../src/theme/look.ts';
import { FALLBACK_FONTS, type FontFamily } from './font-families.ts';

export const fallbackName = (family: FontFamily) => `${family.name} Fallback`;

export function fallbackFace(family: FontFamily): FallbackFaceRule {
  const fallback = FALLBACK_FONTS[family.category];
  const [stack] = createFontStack([family.metrics, fallback.metrics], { fontFaceFormat: 'styleObject' }).fontFaces;
  const face = stack?.['@font-face'];
  if (!face?.sizeAdjust || !face.ascentOverride || !face.descentOverride || !face.lineGapOverride)
    throw new Error(`capsize gave no fallback metrics for ${family.name}`);
  return {
    family: fallbackName(family),
    local: fallback.local,
    sizeAdjust: face.sizeAdjust,
    ascentOverride: face.ascentOverride,
    descentOverride: face.descentOverride,
    lineGapOverride: face.lineGapOverride,
  };
}
