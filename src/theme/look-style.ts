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

/** A font's name in CSS: bare when it is words of letters (`Liberation Sans`), quoted otherwise (`"Source Sans 3"`): the fallbacks' faces are in every page's first bytes. */
export const fontName = (name: string) => (/^[A-Za-z][A-Za-z-]*( [A-Za-z][A-Za-z-]*)*$/.test(name) ? name : JSON.stringify(name));

export function webFace({ family, url, weight, unicodeRange }: FontFaceRule): string {
  // swap: the text shows at once in the fallback, which takes the same room. Every browser that reads
  // font-display reads WOFF2: no format() hint is needed.
  const range = unicodeRange ? ` unicode-range: ${unicodeRange};` : '';
  return `@font-face { font-family: ${fontName(family)}; src: url(${url}); font-weight: ${weight}; font-display: swap;${range} }`;
}

function fallbackFace(face: FallbackFaceRule): string {
  const src = face.local.map((name) => `local(${fontName(name)})`).join(', ');
  return (
    `@font-face { font-family: ${fontName(face.family)}; src: ${src};${face.weight === '400' ? '' : ` font-weight: ${face.weight};`} size-adjust: ${face.sizeAdjust}; ` +
    `ascent-override: ${face.ascentOverride}; descent-override: ${face.descentOverride}; }`
  );
}

/** Every face: the web fonts' (whose files a page asks for after its first paint, scripts/pages/first-screen-rules.ts), then their fallbacks'. */
export function fontFaces({ faces, fallbacks }: Pick<Look, 'faces' | 'fallbacks'>): string {
  return [...faces.map(webFace), ...fallbacks.map(fallbackFace)].join('\n');
}
