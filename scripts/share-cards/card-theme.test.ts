import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { light } from '../../src/theme/color-schemes.ts';
import { firstScheme } from '../../src/theme/look.ts';
import type { Site } from '../site/site.ts';
import { colourDistance, pngStats, RENDER_TIMEOUT, type Region } from '../../test/support/png-info.ts';
import { sampleSite } from '../../test/support/sample-site.ts';
import { themedSite } from '../../test/support/themed-site.ts';
import { CARD_SIZE } from './card-style.ts';
import { cardTheme, defaultCardTheme, siteCardTheme, type CardTheme } from './card-theme.ts';
import { satoriFonts } from './fonts.ts';
import { renderCard } from './render-card.ts';
import { siteCard, type SiteCardInput } from './site-card.tsx';

const owner: SiteCardInput = { name: 'Sam Rivera', headline: 'Full-Stack Developer & AI Automation Specialist', location: 'Lyon, France' };
const nameBox = { left: 72, top: 200, width: 600, height: 110 };
let themed: { site: Site; remove: () => void };
let teal: CardTheme;

/** The share of a region's pixels that differ between two images. */
async function changed(a: Buffer, b: Buffer, region: Region): Promise<number> {
  const [one, two] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().extract(region).raw().toBuffer()));
  let differ = 0;
  for (let i = 0; i < one!.length; i += 3) if (Math.abs(one![i]! - two![i]!) + Math.abs(one![i + 1]! - two![i + 1]!) > 48) differ++;
  return differ / (region.width * region.height);
}

async function render(theme: CardTheme): Promise<Buffer> {
  const missing: string[] = [];
  const png = await renderCard(await siteCard(owner, theme), { ...CARD_SIZE, fonts: theme.files, onMissingGlyphs: (chars) => missing.push(chars) });
  expect(missing).toEqual([]);
  return png;
}

beforeAll(async () => {
  themed = await themedSite({ accent: '#0f766e', font: 'inter', headingFont: 'fraunces' });
  teal = await siteCardTheme(themed.site, 'en');
}, 60_000);
afterAll(() => themed.remove());

describe('card themes', { timeout: RENDER_TIMEOUT }, () => {
  it('are the site’s light scheme in Inter and JetBrains Mono when the site has no theme', async () => {
    const theme = await siteCardTheme(await sampleSite(), 'fr');
    expect(theme).toEqual(defaultCardTheme());
    expect(theme.colors).toBe(light);
    expect(theme.fonts).toEqual({ text: 'Inter, Inter Ext', heading: 'Inter, Inter Ext', mono: 'JetBrains Mono, JetBrains Mono Ext' });
    expect(theme.files).toEqual(satoriFonts());
  });

  it('take the colours a visitor first sees and list the owner’s family first, Inter after it', () => {
    expect(teal.colors).toBe(firstScheme(themed.site.looks.get('en')!));
    expect(teal.colors.accent).not.toBe(light.accent);
    // Inter is the bundled font: its own files draw the text.
    expect(teal.fonts.text).toBe('Inter, Inter Ext');
    expect(teal.fonts.heading).toBe('Fraunces, Fraunces Ext, Inter, Inter Ext');
    expect(teal.files[0]?.name).toBe('Fraunces');
    const fraunces = teal.files.filter((font) => font.name.startsWith('Fraunces')).map((font) => `${font.name} ${font.weight}`);
    expect(fraunces.sort()).toEqual(['Fraunces 400', 'Fraunces 600', 'Fraunces 800', 'Fraunces Ext 400', 'Fraunces Ext 600', 'Fraunces Ext 800']);
    expect(teal.files.slice(fraunces.length)).toEqual(satoriFonts());
  });

  it('draw a card in the look’s colours, the name in the heading family', async () => {
    const png = await render(teal);
    // The glow's centre, top right: the soft accent, teal rather than the default's lilac.
    const glow = (await pngStats(png, { left: 1040, top: 130, width: 8, height: 8 })).mean;
    expect(colourDistance(glow, teal.colors['accent-soft'])).toBeLessThan(6);
    expect(colourDistance(glow, light['accent-soft'])).toBeGreaterThan(12);
    const before = await render(defaultCardTheme());
    expect(png.equals(before)).toBe(false);
    // Same colours in the bundled fonts: only the name's letters differ.
    const inInter = await render(cardTheme(teal.colors));
    expect(await changed(png, inInter, nameBox)).toBeGreaterThan(0.1);
    expect(await changed(png, inInter, { left: 72, top: 420, width: 400, height: 40 })).toBe(0);
    expect(colourDistance((await pngStats(png, { left: 0, top: 590, width: 40, height: 40 })).mean, teal.colors.bg)).toBeLessThan(4);
  });

  it('draw accented text in a serif heading and body, and in the dark scheme', async () => {
    const dark = await themedSite({ font: 'source-serif-4', headingFont: 'fraunces', scheme: 'dark' });
    try {
      const theme = await siteCardTheme(dark.site, 'fr');
      expect(theme.colors).toBe(dark.site.looks.get('fr')!.dark);
      expect(theme.fonts.text).toBe('Source Serif 4, Source Serif 4 Ext, Inter, Inter Ext');
      const missing: string[] = [];
      const card = await siteCard({ ...owner, name: 'Zoë Łukasiewicz-Øster', headline: 'Développeuse « full-stack » : œuvres' }, theme);
      const png = await renderCard(card, { ...CARD_SIZE, fonts: theme.files, onMissingGlyphs: (chars) => missing.push(chars) });
      expect(missing).toEqual([]);
      expect(colourDistance((await pngStats(png, { left: 0, top: 590, width: 40, height: 40 })).mean, theme.colors.bg)).toBeLessThan(4);
    } finally {
      dark.remove();
    }
  });
});
