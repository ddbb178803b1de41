import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_SIZE } from './card-style.ts';
import { defaultCardTheme } from './card-theme.ts';
import { colourDistance, pngSize, pngStats, RENDER_TIMEOUT } from '../../test/support/png-info.ts';
import { COVER_REGION, projectCard, type ProjectCardInput } from './project-card.tsx';
import { renderCard } from './render-card.ts';
import { sampleSiteRoot } from '../../test/support/sample-site.ts';

const { colors } = defaultCardTheme();
const base: ProjectCardInput = { title: 'GymFlow Client Manager', type: 'Web Application', signature: 'Sam Rivera · Portfolio' };
let dir: string;
let missing: string[];

/** Renders a project card, collecting any character the fonts lack. */
async function render(input: Partial<ProjectCardInput>): Promise<Buffer> {
  return renderCard(await projectCard({ ...base, ...input }), { ...CARD_SIZE, onMissingGlyphs: (chars) => missing.push(chars) });
}
/** The middle of the cover, clear of its rounded corners. */
const coverMiddle = { left: COVER_REGION.left + 60, top: COVER_REGION.top + 60, width: COVER_REGION.width - 120, height: COVER_REGION.height - 120 };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'project-card-'));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#d62828' } })
    .jpeg()
    .toFile(path.join(dir, 'cover.jpg'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('project cards', { timeout: RENDER_TIMEOUT }, () => {
  it('draws a raster cover in its frame, cropped to 16:10', async () => {
    missing = [];
    const png = await render({ cover: path.join(dir, 'cover.jpg') });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(colourDistance((await pngStats(png, coverMiddle)).mean, '#d62828')).toBeLessThan(12);
    expect(missing).toEqual([]);
  });

  it('draws an SVG cover in its frame', async () => {
    const png = await render({ cover: path.join(sampleSiteRoot, 'public/images/projects/gymflow-1.svg') });
    // The cover's browser bar is teal (#0f766e) in gymflow-1.svg, between the window dots and the address.
    const bar = { left: COVER_REGION.left + 85, top: COVER_REGION.top + 27, width: 70, height: 8 };
    expect(colourDistance((await pngStats(png, bar)).mean, '#0f766e')).toBeLessThan(12);
    expect((await pngStats(png, coverMiddle)).spread).toBeGreaterThan(10);
  });

  it('without a cover, shows a gradient panel in the accent colours', async () => {
    const png = await render({ cover: undefined, title: 'Quote Calculation Automation' });
    const corner = { left: COVER_REGION.left + 32, top: 104, width: 40, height: 40 };
    expect(colourDistance((await pngStats(png, corner)).mean, colors.accent)).toBeLessThan(20);
  });

  it('is not blank: the text panel holds dark title text on the light background', async () => {
    const png = await render({});
    const text = await pngStats(png, { left: 72, top: 160, width: 428, height: 300 });
    expect(text.spread).toBeGreaterThan(40);
    expect(colourDistance((await pngStats(png, { left: 0, top: 0, width: 40, height: 40 })).mean, colors.bg)).toBeLessThan(4);
  });

  it('is byte-for-byte the same for the same input', async () => {
    const input = { cover: path.join(dir, 'cover.jpg'), title: 'Same input, same bytes' };
    expect((await render(input)).equals(await render(input))).toBe(true);
  });

  it.each([
    ['many words', 'An Extraordinarily Long Project Title That Keeps Going Well Beyond Any Reasonable Length For A Share Card'],
    ['words longer than a line', 'Supercalifragilisticexpialidocious Automation-Pipeline-For-Everything'],
    ['hyphens', 'AI Interview Pre-Screening, Jean-Pierre Édition'],
  ])('keeps a long title with %s inside its panel, leaving the gutter before the cover empty', async (_, title) => {
    missing = [];
    const png = await render({ title, signature: 'Maximilienne de La Rochefoucauld-Liancourt · Portfolio' });
    const gutter = await pngStats(png, { left: 72 + 428 + 4, top: 0, width: 40, height: 630 });
    expect(gutter.spread).toBeLessThan(3);
    expect(missing).toEqual([]);
  });

  it('renders a French title with accents from the bundled fonts alone', async () => {
    missing = [];
    const png = await render({
      title: 'Générateur de PDF à partir de données extraites',
      type: 'AI Automation',
      signature: 'Sam Rivera · « Portfolio » · œuvres',
    });
    expect(missing).toEqual([]);
    expect((await pngStats(png, { left: 72, top: 160, width: 428, height: 300 })).spread).toBeGreaterThan(40);
  });
});
