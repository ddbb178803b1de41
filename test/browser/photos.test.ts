/**
 * Owners' real photos (a 3000 px portrait, 2400×1500 JPEG screenshots) built into responsive
 * images: what the browser downloads fits what it draws, nothing shifts, the preview paints
 * first, and all of it works without JavaScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { expectClean, waitForReveal } from '../support/page-helpers.ts';
import { madeSiteDist } from './support/made-sites.ts';
import { SCREENSHOTS as screenshots } from './support/photos-site.ts';
import { holdRequests, type Held } from './support/hold-requests.ts';

// Built and served by the setup (support/photos-site.ts).
const SITE = 'photos';
const dist = madeSiteDist(SITE);
let held: Held | undefined;

interface Box {
  alt: string;
  width: number;
  height: number;
}

interface Drawn {
  alt: string;
  currentSrc: string;
  drawn: number;
  complete: boolean;
}

/** The width of the file the browser chose, from its name (`portrait-<hash>-640.avif`): naturalWidth is already divided by the density a `w` candidate was picked for. */
const fileWidth = (src: string) => Number(/-(\d+)\.(?:avif|webp|jpe?g|png)$/.exec(src)?.[1] ?? NaN);

/** Every image in the page that has loaded: what it downloaded and how wide it is drawn. */
async function loadedImages(page: Page, selector: string): Promise<Drawn[]> {
  return page.locator(selector).evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.complete && img.naturalWidth > 0)
      .map((img) => ({
        alt: img.alt,
        currentSrc: img.currentSrc,
        drawn: img.getBoundingClientRect().width,
        complete: img.complete,
      })),
  );
}

describe('real photos', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px: the portrait is eager and high priority, and no image is more than twice as wide as drawn`, async () => {
      // Each image's box as the HTML and its CSS lay it out (once the page's stylesheet has applied), before a pixel of the lazy ones has arrived.
      const recordBoxes = async (page: Page) => {
        await page.addInitScript(() => {
          const record = () => {
            const boxes = [...document.images].map((img) => ({
              alt: img.alt,
              width: img.getBoundingClientRect().width,
              height: img.getBoundingClientRect().height,
            }));
            Object.assign(window, { boxesBefore: boxes });
          };
          document.addEventListener('DOMContentLoaded', () => {
            if (!document.documentElement.hasAttribute('data-stylesheet')) return record();
            const styled = new MutationObserver(() => {
              if (document.documentElement.hasAttribute('data-stylesheet')) return;
              styled.disconnect();
              record();
            });
            styled.observe(document.documentElement, { attributes: true, attributeFilter: ['data-stylesheet'] });
          });
        });
      };
      const opened = await openPage('/', { viewport: { width, height: 900 } }, { prepare: recordBoxes, site: SITE });
      const { page } = opened;
      const portrait = page.getByRole('img', { name: 'Sam Rivera smiling, in a blue shirt' });
      expect(await portrait.getAttribute('fetchpriority')).toBe('high');
      expect(await portrait.getAttribute('loading')).toBe('eager');
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // Chromium takes the best format offered.
      expect(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/assets\/portrait-[0-9a-f]{10}-\d+\.avif$/);

      const covers = page.locator('#projects article img');
      await covers.first().scrollIntoViewIfNeeded();
      await expect.poll(async () => (await loadedImages(page, '#projects article img')).length).toBeGreaterThanOrEqual(2);
      // The images arrived into boxes of the size the HTML gave them: nothing around them moved.
      // Layout rounds to 1/64 px and may land a unit apart after hydration; a shift is a pixel or more.
      const boxes = await page.evaluate(() => ({
        before: (window as unknown as { boxesBefore: Box[] }).boxesBefore,
        after: [...document.images].map((img) => ({
          alt: img.alt,
          width: img.getBoundingClientRect().width,
          height: img.getBoundingClientRect().height,
        })),
      }));
      expect(boxes.before.length).toBeGreaterThanOrEqual(screenshots.length);
      for (const [i, before] of boxes.before.entries()) {
        const after = boxes.after[i];
        expect(after?.alt).toBe(before.alt);
        expect(Math.abs((after?.width ?? -1) - before.width), `${before.alt}: width ${before.width} → ${after?.width}`).toBeLessThan(0.5);
        expect(Math.abs((after?.height ?? -1) - before.height), `${before.alt}: height ${before.height} → ${after?.height}`).toBeLessThan(0.5);
      }
      await waitForReveal(page, 'projects');
      await page.getByRole('button', { name: 'View Details: GymFlow Client Manager' }).click();
      const slide = page.getByRole('dialog').getByRole('img');
      await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      const images = await loadedImages(page, 'img');
      expect(images.length).toBeGreaterThanOrEqual(4);
      const built = images.filter((i) => i.currentSrc.includes('/assets/'));
      expect(built.length).toBeGreaterThanOrEqual(4);
      for (const image of built) {
        const downloaded = fileWidth(image.currentSrc);
        expect(downloaded, image.currentSrc).toBeGreaterThan(0);
        expect(downloaded / image.drawn, `${image.alt}: ${image.currentSrc} drawn ${image.drawn} px`).toBeLessThanOrEqual(2);
      }
      expect(await covers.count()).toBeGreaterThan(0);
      expectClean(opened);
      await opened.close();
    });
  }

  it('paints a gradient preview while the photo is on its way, then the photo over it', async () => {
    const opened = await openPage(
      '/',
      { viewport: { width: 390, height: 900 } },
      {
        site: SITE,
        waitUntil: 'domcontentloaded',
        prepare: async (page) => void (held = await holdRequests(page, /\/assets\/portrait-[0-9a-f]+-\d+\.avif$/)),
      },
    );
    const portrait = opened.page.getByRole('img', { name: 'Sam Rivera smiling, in a blue shirt' });
    await held?.requested;
    // Held on the wire: the box is there, sized, showing the preview.
    expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
    expect(await portrait.evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(/^linear-gradient/);
    expect((await portrait.boundingBox())?.width).toBeGreaterThan(100);
    held?.release();
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await opened.close();
  });

  it('writes the preview and the sizes into the HTML', () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const img = /<img[^>]*alt="Sam Rivera smiling, in a blue shirt"[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toMatch(/style="background:linear-gradient\(90deg,#[0-9a-f]{6}/);
    expect(img).toMatch(/width="640" height="640"/);
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/assets\/portrait-[0-9a-f]{10}-128\.avif 128w/);
    expect(html).toMatch(/<source type="image\/avif" srcset="\/assets\/portrait-[0-9a-f]{10}-128\.avif 128w/i);
    expect(fs.existsSync(path.join(dist, 'images', 'photos', 'portrait.jpg'))).toBe(false);
  });

  it('shows the photos without JavaScript', async () => {
    const opened = await openPage('/', { viewport: { width: 390, height: 900 }, javaScriptEnabled: false }, { site: SITE });
    const { page } = opened;
    const portrait = page.getByRole('img', { name: 'Sam Rivera smiling, in a blue shirt' });
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.locator('#projects').scrollIntoViewIfNeeded();
    const cover = page.getByRole('img', { name: 'GymFlow Client Manager: cover screenshot' });
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await opened.close();
  });

  it('keeps the first load of a phone within 350 KB with the photos', async () => {
    const opened = await openPage('/', { viewport: { width: 390, height: 844 } }, { site: SITE });
    const photo = opened.page.getByRole('img', { name: 'Sam Rivera smiling, in a blue shirt' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    const { transferred, portrait } = await opened.page.evaluate(async (photoSrc) => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
      return {
        transferred: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
        portrait: entries.find((entry) => entry.name === photoSrc)?.transferSize ?? 0,
      };
    }, src);
    // The portrait is in the first load (fetched, not from a cache).
    expect(portrait).toBeGreaterThan(0);
    expect(portrait).toBeLessThan(transferred);
    expect(transferred).toBeLessThanOrEqual(350 * 1024);
    console.info(`first load at 390 px with photos: ${(transferred / 1024).toFixed(1)} KB`);
    await opened.close();
  });
});
