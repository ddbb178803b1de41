/**
 * Pixels without a browser: a card (React elements) goes through satori to an SVG whose text is
 * already outlined, then through resvg to a PNG. Icons skip satori: resvg draws the favicon SVG.
 */
import { renderAsync, Resvg } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { light } from '../../src/theme/color-schemes.ts';
import type { CardSize } from './card-style.ts';
import { satoriFonts } from './fonts.ts';

export interface RenderOptions extends CardSize {
  /** The fonts the card names (its theme's `files`); Inter and JetBrains Mono by default. */
  fonts?: Font[];
  /**
   * Called with the characters no bundled font can draw (they would be left out of the card).
   * By default a warning is printed.
   */
  onMissingGlyphs?: (characters: string) => void;
}

export function missingGlyphsWarning(characters: string): string {
  return (
    `Warning: the share-card fonts (Inter and JetBrains Mono, Latin and Latin Extended) have no glyph for "${characters}", ` +
    'so it is left out of the card. Reword the text, or add a font that covers it in scripts/share-cards/fonts.ts.'
  );
}

/** Renders `node` to a PNG of exactly `width` × `height` pixels. */
export async function renderCard(node: ReactNode, options: RenderOptions): Promise<Buffer> {
  const { width, height, fonts = satoriFonts(), onMissingGlyphs = (chars) => console.warn(missingGlyphsWarning(chars)) } = options;
  const svg = await satori(node, {
    width,
    height,
    fonts,
    // satori asks for more fonts only for characters none of ours has: the one place to notice them.
    loadAdditionalAsset: (_language, segment) => {
      onMissingGlyphs(segment);
      return Promise.resolve([]);
    },
  });
  // No font is needed here: satori has turned every letter into a path. renderAsync draws on a
  // worker thread, so several cards rendered together use every core.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'width', value: width } });
  return image.asPng();
}

/** The PNG icons the page head and the web manifest link to, by path under public/, with their size. */
export const ICONS: ReadonlyMap<string, number> = new Map([
  ['icons/favicon-32.png', 32],
  ['icons/apple-touch-icon.png', 180],
  ['icons/icon-192.png', 192],
  ['icons/icon-512.png', 512],
]);

export interface IconOptions {
  /**
   * Fill behind the Apple touch icon (the background of the scheme a visitor first sees): iOS
   * shows transparent pixels as black before rounding the corners itself, so that one icon is
   * opaque. The others keep the favicon's transparency.
   */
  appleBackground?: string;
}

/** Draws `faviconSvg` at every size in ICONS; the keys are the paths under public/. */
export function renderIcons(faviconSvg: string, options: IconOptions = {}): Map<string, Buffer> {
  const icons = new Map<string, Buffer>();
  for (const [name, size] of ICONS) {
    const background = name.includes('apple-touch') ? (options.appleBackground ?? light.bg) : undefined;
    let resvg: Resvg;
    try {
      resvg = new Resvg(faviconSvg, { font: { loadSystemFonts: false }, fitTo: { mode: 'width', value: size }, ...(background && { background }) });
    } catch (error) {
      throw new Error(
        `The favicon SVG could not be parsed (${(error as Error).message}). Open public/favicon.svg in a browser to find the mistake.`,
        {
          cause: error,
        },
      );
    }
    if (Math.abs(resvg.width - resvg.height) > 0.5) {
      throw new Error(`The favicon SVG is ${resvg.width}×${resvg.height}; icons must be square, so give its viewBox equal width and height.`);
    }
    icons.set(name, resvg.render().asPng());
  }
  return icons;
}
