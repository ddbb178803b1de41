/**
 * What a share card is drawn with: the colours a visitor first sees on the site (the owner's look,
 * firstScheme) and the owner's families (card-families.ts), with Inter and JetBrains Mono after them
 * for the glyphs they lack. Cards take it as an argument rather than reading a fixed palette, so the
 * cards of a site with a theme look like its pages; without one they are the site's default light
 * scheme in Inter, as always.
 */
import type { Font } from 'satori';
import { light, type ColorScheme } from '../../src/theme/color-schemes.ts';
import { firstScheme } from '../../src/theme/look.ts';
import { lookIn, type Site } from '../site/site.ts';
import { BUNDLED_FAMILY, cardFamily, type CardFamily } from './card-families.ts';
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
  /** Every font the lists name, for satori (renderCard's `fonts`): the owner's families first. */
  files: Font[];
}

export interface CardFamilies {
  text: CardFamily;
  heading: CardFamily;
}

/** A family's names, then the bundled Inter's, which draws what the family cannot (satori splits the list at commas). */
const stack = (family: CardFamily) => [...family.names, ...FAMILY.sans].join(', ');

/** A card theme in `colors` and `families` (the bundled fonts by default). */
export function cardTheme(colors: ColorScheme, { text, heading }: CardFamilies = { text: BUNDLED_FAMILY, heading: BUNDLED_FAMILY }): CardTheme {
  return {
    colors,
    fonts: { text: stack(text), heading: stack(heading), mono: FAMILY.mono.join(', ') },
    widths: { text: text.width, heading: heading.width },
    files: [...new Set([...heading.files, ...text.files]), ...satoriFonts()],
  };
}

let fallback: CardTheme | undefined;

/** The cards of a site without a theme: its light scheme, Inter and JetBrains Mono. */
export function defaultCardTheme(): CardTheme {
  fallback ??= cardTheme(light);
  return fallback;
}

/** The card theme of a site in a language: its look's first scheme, its families (made once a process). */
export async function siteCardTheme(site: Pick<Site, 'looks' | 'typefaces' | 'languages'>, language: string): Promise<CardTheme> {
  const [text, heading] = await Promise.all([cardFamily(site.typefaces.body), cardFamily(site.typefaces.heading)]);
  return cardTheme(firstScheme(lookIn(site, language)), { text, heading });
}
