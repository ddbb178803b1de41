import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CARD_SIZE } from './card-style.ts';
import { defaultCardTheme } from './card-theme.ts';
import { pngSize, pngStats, RENDER_TIMEOUT } from '../../test/support/png-info.ts';
import { ICONS, missingGlyphsWarning, renderCard, renderIcons } from './render-card.ts';

const { colors } = defaultCardTheme();
const fill = { display: 'flex', width: '100%', height: '100%', fontSize: 64, backgroundColor: colors.bg, color: colors.text };
const text = (content: string) => createElement('div', { style: fill }, content);
const favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4338ca"/></svg>';

describe('renderCard', { timeout: RENDER_TIMEOUT }, () => {
  it('draws a PNG of exactly the size asked', async () => {
    expect(pngSize(await renderCard(text('Hello'), CARD_SIZE))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(await renderCard(text('Hello'), { width: 600, height: 315 }))).toEqual({ width: 600, height: 315 });
  });

  it('reports the characters no bundled font can draw, instead of dropping them silently', async () => {
    const missing: string[] = [];
    await renderCard(text('Générateur 漢字'), { ...CARD_SIZE, onMissingGlyphs: (chars) => missing.push(chars) });
    expect(missing.join('')).toContain('漢字');
    expect(missing.join('')).not.toMatch(/[A-Za-zé]/);
  });

  it('explains a missing glyph in a sentence that says what to do', () => {
    expect(missingGlyphsWarning('漢')).toBe(
      'Warning: the share-card fonts (Inter and JetBrains Mono, Latin and Latin Extended) have no glyph for "漢", so it is left out of the card. ' +
        'Reword the text, or add a font that covers it in scripts/share-cards/fonts.ts.',
    );
  });
});

describe('renderIcons', () => {
  const icons = renderIcons(favicon);

  it('draws every icon the page head and the manifest link to, at its size', () => {
    expect([...icons.keys()]).toEqual(['icons/favicon-32.png', 'icons/apple-touch-icon.png', 'icons/icon-192.png', 'icons/icon-512.png']);
    for (const [name, size] of ICONS) expect(pngSize(icons.get(name)!), name).toEqual({ width: size, height: size });
  });

  it('keeps the rounded corners transparent, except on the Apple icon which iOS would fill with black', async () => {
    const corner = { left: 0, top: 0, width: 2, height: 2 };
    expect((await pngStats(icons.get('icons/icon-192.png')!, corner)).mean[3]).toBe(0);
    const apple = await pngStats(icons.get('icons/apple-touch-icon.png')!);
    expect(apple.minAlpha).toBe(255);
    expect((await pngStats(icons.get('icons/apple-touch-icon.png')!, corner)).mean.slice(0, 3).map(Math.round)).toEqual([0xf6, 0xf5, 0xf1]);
  });

  it('refuses a favicon that is not square or not SVG, saying how to fix it', () => {
    expect(() => renderIcons(favicon.replace('0 0 64 64', '0 0 64 32'))).toThrow(
      'The favicon SVG is 64×32; icons must be square, so give its viewBox equal width and height.',
    );
    expect(() => renderIcons('<svg')).toThrow(
      /^The favicon SVG could not be parsed \(.+\)\. Open public\/favicon.svg in a browser to find the mistake\.$/,
    );
  });
});
