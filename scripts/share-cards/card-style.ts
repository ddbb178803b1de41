/**
 * What the cards share: their size, their outer margin, and the frame, glow and clamp every card
 * draws with its theme's colours and fonts (card-theme.ts). Cards are read as thumbnails (a
 * 1200-pixel card is often shown 400–600 pixels wide), so sizes are chosen for that scale:
 * nothing under 22 px.
 */
import type { CardTheme } from './card-theme.ts';

export interface CardSize {
  width: number;
  height: number;
}

/** Open Graph's recommended share-card size, also used by X/Twitter's large summary card. */
export const CARD_SIZE: CardSize = { width: 1200, height: 630 };

/** Outer margin of every card: the safe area cropping previews (e.g. square ones) keep. */
export const MARGIN = 72;

/** The card's frame: its size, the page colours and the body font; each card adds its layout. */
export function cardFrame({ colors, fonts }: CardTheme) {
  return {
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    boxSizing: 'border-box',
    display: 'flex',
    backgroundColor: colors.bg,
    color: colors.text,
    fontFamily: fonts.text,
  } as const;
}

/**
 * At most `lines` lines, the last ending in an ellipsis; words longer than a line are broken
 * rather than let out of their box.
 */
export function clamp(lines: number) {
  return { lineClamp: lines, wordBreak: 'break-word', flexShrink: 1, minWidth: 0 } as const;
}

/** A soft accent glow, as on the site's hero, centred at (x%, y%) of the card. */
export function glow({ colors }: CardTheme, x: number, y: number): string {
  return `radial-gradient(circle at ${x}% ${y}%, ${colors['accent-soft']} 0%, ${colors.bg} 60%)`;
}

/** An SVG file's text as a data URI that satori can draw in an <img>. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The gap between a card's text and its visual (a cover, a panel) on the project and post cards. */
export const SPLIT_GAP = 48;

/** A card of text beside a visual: the frame, its padding and a glow at `glowX` %, and the text's column `textWidth` wide. */
export function splitCard(theme: CardTheme, glowX: number, textWidth: number) {
  return {
    card: { ...cardFrame(theme), gap: SPLIT_GAP, padding: `${MARGIN - 8}px ${MARGIN}px`, backgroundImage: glow(theme, glowX, 50) },
    text: { display: 'flex', flexDirection: 'column', width: textWidth, paddingTop: 8 },
  } as const;
}

/** The pill above a card's title (a project's type, a post's date): mono capitals on the accent's soft colour. */
export function pillLabel({ colors, fonts }: CardTheme, fontSize: number) {
  return {
    display: 'flex',
    padding: '8px 20px',
    borderRadius: 999,
    backgroundColor: colors['accent-soft'],
    color: colors['accent-strong'],
    fontFamily: fonts.mono,
    fontWeight: 600,
    fontSize,
    letterSpacing: 1,
    textTransform: 'uppercase',
  } as const;
}
