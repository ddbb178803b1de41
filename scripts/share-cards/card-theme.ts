/**
 * What a share card is drawn with: the colours a visitor first sees on the site (the owner's look,
 * firstScheme) and the fonts. Cards take it as an argument rather than reading a fixed palette, so
 * the cards of a site with a theme look like its pages; without one they are the site's default
 * light scheme in Inter, as always.
 */
import type { Font } from 'satori';
import { light, type ColorScheme } from '../../src/theme/color-schemes.ts';
import { DEFAULT_LOOK, firstScheme, type Look } from '../../src/theme/look.ts';
import type { Site } from '../site/site.ts';
import { FAMILY, satoriFonts } from './fonts.ts';

export interface CardTheme {
  colors: ColorScheme;
  /** `font-family` lists: body text, headings (the name, a project's title) and the mono kicker. */
  fonts: { text: string; heading: string; mono: string };
  /**
   * The text and heading families' average character width relative to Inter's, which fitText's
   * estimates are measured in (1 for Inter).
   */
  widths: { text: number; heading: number };
  /** Every font the lists name, for satori (renderCard's `fonts`). */
  files: Font[];
}

const bundled = { text: FAMILY.sans.join(', '), mono: FAMILY.mono.join(', ') };

/** A card theme in `colors`, in the bundled fonts. */
export function cardTheme(colors: ColorScheme): CardTheme {
  return { colors, fonts: { text: bundled.text, heading: bundled.text, mono: bundled.mono }, widths: { text: 1, heading: 1 }, files: satoriFonts() };
}

let fallback: CardTheme | undefined;

/** The cards of a site without a theme: its light scheme, Inter and JetBrains Mono. */
export function defaultCardTheme(): CardTheme {
  fallback ??= cardTheme(light);
  return fallback;
}

/** The card theme of a site in a language: its look's first scheme. */
export function siteCardTheme(site: Pick<Site, 'looks'>, language: string): CardTheme {
  const look: Look = site.looks.get(language) ?? DEFAULT_LOOK;
  return cardTheme(firstScheme(look));
}
