/**
 * The owner's look — colours, fonts, corners and the first colour scheme — as a page needs it:
 * values for the custom properties the theme's tokens name (theme.ts), and the font faces to
 * declare. scripts/look/resolve-look.ts makes one from `theme` in site.yaml; without it a page
 * gets DEFAULT_LOOK, the site as it always looked.
 */
import type { SiteTheme } from '../content/types.ts';
import { dark, light, type ColorScheme } from './color-schemes.ts';

export type RadiusName = NonNullable<SiteTheme['radius']>;
export type SchemeChoice = NonNullable<SiteTheme['scheme']>;

export interface Radii {
  sm: string;
  md: string;
  lg: string;
  pill: string;
}

/** Corners by name: `soft` is the site's own. In `sharp`, what is a pill elsewhere gets small corners too. */
export const RADIUS_SCALES: Readonly<Record<RadiusName, Radii>> = {
  sharp: { sm: '2px', md: '4px', lg: '6px', pill: '6px' },
  soft: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  round: { sm: '10px', md: '18px', lg: '28px', pill: '999px' },
};

/** The system's own sans-serif, which costs nothing to load: the body text's font unless the owner picks one. */
export const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/** A web font file: one family's glyphs for one language's pages, every weight in one variable font. */
export interface FontFaceRule {
  family: string;
  /** Its address under /assets/. */
  url: string;
  /** The weights it draws: `400 850`. */
  weight: string;
  /** The characters it has, when a family needs more than one file: `U+0-7E,U+E9`. */
  unicodeRange?: string;
}

/**
 * A local font scaled to take the web font's room line for line (size-adjust and the vertical
 * overrides), shown until the web font arrives, so that nothing moves when it does.
 */
export interface FallbackFaceRule {
  family: string;
  /** Local fonts with the metrics the overrides were computed for, the first installed one used. */
  local: readonly string[];
  /** The weight of the local font it uses: `400` or `700` (CSS's matching gives the 700 face every weight from 600 up). */
  weight: string;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
}

export interface Look {
  light: ColorScheme;
  dark: ColorScheme;
  radii: Radii;
  /** `font-family` of body text and of headings. */
  fonts: { body: string; heading: string };
  faces: readonly FontFaceRule[];
  fallbacks: readonly FallbackFaceRule[];
  /** The scheme a visitor who has not chosen one sees: the system's, or the owner's. */
  scheme: SchemeChoice;
}

export const DEFAULT_LOOK: Look = {
  light,
  dark,
  radii: RADIUS_SCALES.soft,
  fonts: { body: SYSTEM_SANS, heading: SYSTEM_SANS },
  faces: [],
  fallbacks: [],
  scheme: 'system',
};

/** The colours a visitor first sees, which what is drawn outside the page (the browser's bar, share cards, CVs, the manifest) takes: the owner's dark scheme if the site starts in it, else the light one. */
export function firstScheme(look: Look): ColorScheme {
  return look.scheme === 'dark' ? look.dark : look.light;
}
