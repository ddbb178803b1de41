/**
 * A look (look.ts) as CSS: the values of the custom properties every component's CSS names
 * (theme.ts), and the @font-face rules of its web fonts and of their metric-matched fallbacks.
 * Only the prerender writes it (global-style.ts): islands name the properties, never the values.
 */
import type { ColorScheme } from './color-schemes.ts';
import type { FallbackFaceRule, FontFaceRule, Look } from './look.ts';

export function colorVariables(scheme: ColorScheme): string {
  return Object.entries(scheme)
    .map(([name, value]) => `--color-${name}: ${value};`)
    .join('\n');
}

/** Corners and fonts: the same in both schemes. */
export function shapeVariables({ radii, fonts }: Pick<Look, 'radii' | 'fonts'>): string {
  const radius = Object.entries(radii).map(([name, value]) => `--radius-${name}: ${value};`);
  return [...radius, `--font-body: ${fonts.body};`, `--font-heading: ${fonts.heading};`].join('\n');
}

const quoted = (name: string) => JSON.stringify(name);

function webFace({ family, url, weight, unicodeRange }: FontFaceRule): string {
  const range = unicodeRange ? `unicode-range: ${unicodeRange};` : '';
  // swap: the text shows at once in the fallback below, which takes the same room.
  return `@font-face { font-family: ${quoted(family)}; src: url(${quoted(url)}) format('woff2'); font-weight: ${weight}; font-style: normal; font-display: swap; ${range} }`;
}

function fallbackFace(face: FallbackFaceRule): string {
  const src = face.local.map((name) => `local(${quoted(name)})`).join(', ');
  return (
    `@font-face { font-family: ${quoted(face.family)}; src: ${src}; font-weight: ${face.weight}; size-adjust: ${face.sizeAdjust}; ` +
    `ascent-override: ${face.ascentOverride}; descent-override: ${face.descentOverride}; line-gap-override: ${face.lineGapOverride}; }`
  );
}

export function fontFaces({ faces, fallbacks }: Pick<Look, 'faces' | 'fallbacks'>): string {
  return [...faces.map(webFace), ...fallbacks.map(fallbackFace)].join('\n');
}
