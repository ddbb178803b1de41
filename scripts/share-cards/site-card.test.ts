import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_SIZE } from './card-style.ts';
import { dark } from '../../src/theme/color-schemes.ts';
import { cardTheme, defaultCardTheme } from './card-theme.ts';
import { colourDistance, pngSize, pngStats, RENDER_TIMEOUT } from '../../test/support/png-info.ts';
import { renderCard } from './render-card.ts';
import { siteCard, type SiteCardInput } from './site-card.tsx';

const { colors } = defaultCardTheme();
const owner: SiteCardInput = {
  name: 'Sam Rivera',
  headline: 'Full-Stack Developer & AI Automation Specialist',
  location: 'Lyon, France',
  url: 'https://sam-rivera.example.com',
  logoSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4338ca"/></svg>',
};
let dir: string;
let missing: string[];

async function render(input: Partial<SiteCardInput>): Promise<Buffer> {
  return renderCard(await siteCard({ ...owner, ...input }), { ...CARD_SIZE, onMissingGlyphs: (chars) => missing.push(chars) });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-card-'));
  await sharp({ create: { width: 600, height: 900, channels: 3, background: '#2a9d8f' } })
    .png()
    .toFile(path.join(dir, 'me.png'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the site card', { timeout: RENDER_TIMEOUT }, () => {
  it('shows the name, headline and location on the light theme', async () => {
    missing = [];
    const png = await render({});
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect((await pngStats(png, { left: 72, top: 150, width: 600, height: 300 })).spread).toBeGreaterThan(40);
    expect(colourDistance((await pngStats(png, { left: 0, top: 590, width: 40, height: 40 })).mean, colors.bg)).toBeLessThan(4);
    expect(missing).toEqual([]);
  });

  it('with a portrait, shows it as a circle on the right', async () => {
    const png = await render({ portrait: path.join(dir, 'me.png') });
    expect(colourDistance((await pngStats(png, { left: 928, top: 280, width: 40, height: 40 })).mean, '#2a9d8f')).toBeLessThan(4);
    // The circle's bounding-box corner shows the background, not the photo.
    expect(colourDistance((await pngStats(png, { left: 790, top: 130, width: 6, height: 6 })).mean, '#2a9d8f')).toBeGreaterThan(60);
  });

  it('renders French text from the bundled fonts alone', async () => {
    missing = [];
    await render({ headline: 'Développeuse « full-stack » : œuvres, reçus, à la carte', location: 'Saint-Étienne, France' });
    expect(missing).toEqual([]);
  });

  it('takes the colours of its theme: the dark scheme’s background, its accent in the glow', async () => {
    const png = await renderCard(await siteCard(owner, cardTheme(dark)), CARD_SIZE);
    expect(colourDistance((await pngStats(png, { left: 0, top: 590, width: 40, height: 40 })).mean, dark.bg)).toBeLessThan(4);
    // The glow's centre, top right: the scheme's soft accent.
    expect(colourDistance((await pngStats(png, { left: 1040, top: 130, width: 8, height: 8 })).mean, dark['accent-soft'])).toBeLessThan(6);
    expect(png.equals(await render({}))).toBe(false);
  });

  it('is byte-for-byte the same for the same input', async () => {
    expect((await render({ portrait: path.join(dir, 'me.png') })).equals(await render({ portrait: path.join(dir, 'me.png') }))).toBe(true);
  });
});
