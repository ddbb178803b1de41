import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dark } from '../../src/theme/color-schemes.ts';
import { colourDistance, pngSize, pngStats, RENDER_TIMEOUT, type Region } from '../../test/support/png-info.ts';
import { sampleSiteRoot } from '../../test/support/sample-site.ts';
import { CARD_SIZE } from './card-style.ts';
import { cardTheme, defaultCardTheme, type CardTheme } from './card-theme.ts';
import { COVER_REGION, postCard, type PostCardInput } from './post-card.tsx';
import { renderCard } from './render-card.ts';

const { colors } = defaultCardTheme();
const base: PostCardInput = {
  title: 'Automating quote calculations',
  summary: 'How a two-hour manual routine became a five-minute check.',
  date: '2026-03-14',
  language: 'en',
  tags: ['Automation', 'TypeScript'],
  readingMinutes: 6,
  signature: 'Sam Rivera',
};
let dir: string;
let missing: string[];

/** Renders a post card, collecting any character the fonts lack. */
async function render(input: Partial<PostCardInput>, theme?: CardTheme): Promise<Buffer> {
  return renderCard(await postCard({ ...base, ...input }, theme), { ...CARD_SIZE, onMissingGlyphs: (chars) => missing.push(chars) });
}
/** The middle of the cover, clear of its rounded corners. */
const coverMiddle = { left: COVER_REGION.left + 60, top: COVER_REGION.top + 60, width: COVER_REGION.width - 120, height: COVER_REGION.height - 120 };
/** The text panel: date, title, summary and tags. */
const textPanel = { left: 72, top: 80, width: 560, height: 400 };
/** A region's raw pixels. */
const pixels = (png: Buffer, region: Region) => sharp(png).extract(region).raw().toBuffer();
/** Between the text panel and the picture. */
const gutter = { left: 72 + 560 + 4, top: 0, width: 40, height: 630 };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-card-'));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#d62828' } })
    .jpeg()
    .toFile(path.join(dir, 'cover.jpg'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('post cards', { timeout: RENDER_TIMEOUT }, () => {
  it('draws a raster cover in its frame, beside the text', async () => {
    missing = [];
    const png = await render({ cover: path.join(dir, 'cover.jpg') });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(colourDistance((await pngStats(png, coverMiddle)).mean, '#d62828')).toBeLessThan(12);
    expect((await pngStats(png, textPanel)).spread).toBeGreaterThan(40);
    expect(colourDistance((await pngStats(png, { left: 0, top: 0, width: 40, height: 40 })).mean, colors.bg)).toBeLessThan(4);
    expect(missing).toEqual([]);
  });

  it('draws an SVG cover in its frame', async () => {
    const png = await render({ cover: path.join(sampleSiteRoot, 'public/images/projects/gymflow-1.svg') });
    expect((await pngStats(png, coverMiddle)).spread).toBeGreaterThan(10);
  });

  it('without a cover, shows a page of writing on the accent gradient', async () => {
    const png = await render({ cover: undefined });
    // The panel's top-left corner, clear of the sheet, and the sheet's middle, in the surface colour.
    const corner = { left: COVER_REGION.left + 24, top: 104, width: 30, height: 30 };
    expect(colourDistance((await pngStats(png, corner)).mean, colors.accent)).toBeLessThan(20);
    expect((await pngStats(png, { left: 890, top: 410, width: 60, height: 8 })).mean.slice(0, 3)).not.toEqual([0, 0, 0]);
    expect((await pngStats(png, { left: 660, top: 64, width: 468, height: 502 })).spread).toBeGreaterThan(20);
  });

  it('takes the colours of its theme', async () => {
    const png = await render({}, cardTheme(dark));
    expect(colourDistance((await pngStats(png, { left: 0, top: 590, width: 40, height: 40 })).mean, dark.bg)).toBeLessThan(4);
  });

  it('is byte-for-byte the same for the same input', async () => {
    const input = { cover: path.join(dir, 'cover.jpg'), title: 'Same input, same bytes' };
    expect((await render(input)).equals(await render(input))).toBe(true);
  });

  it.each([
    ['many words', 'An Extraordinarily Long Post Title That Keeps Going Well Beyond Any Reasonable Length For A Share Card Or Anything Else'],
    ['words longer than a line', 'Supercalifragilisticexpialidocious Automation-Pipeline-For-Everything-And-More'],
    ['hyphens', 'AI Interview Pre-Screening, Jean-Pierre Édition'],
  ])('keeps a long title with %s, a long summary and long tags inside the text panel', async (_, title) => {
    missing = [];
    const png = await render({
      title,
      summary: `${title}. `.repeat(6),
      tags: ['A-tag-label-far-too-long-for-any-card-to-show-whole-on-one-line', 'Second', 'Third'],
      signature: 'Maximilienne de La Rochefoucauld-Liancourt de Saint-Exupéry',
      cover: path.join(dir, 'cover.jpg'),
    });
    // The cover's shadow reaches into the gutter: what shows there is what shows beside a one-letter title.
    const short = await render({ title: 'x', summary: 'y', tags: [], signature: 'z', cover: path.join(dir, 'cover.jpg') });
    expect((await pixels(png, gutter)).equals(await pixels(short, gutter))).toBe(true);
    expect(missing).toEqual([]);
  });

  it('writes the date in the card’s language, from the bundled fonts alone', async () => {
    missing = [];
    const png = await render({
      language: 'fr',
      title: 'Générer des PDF à partir de données extraites',
      summary: 'Œuvres, reçus et « devis » : ce qui a marché, à la carte.',
      tags: ['Automatisation IA'],
      readingMinutes: 12,
    });
    expect(missing).toEqual([]);
    expect((await pngStats(png, textPanel)).spread).toBeGreaterThan(40);
  });
});
