/**
 * A look's first screen, as a visitor on a laptop sees it once its fonts have arrived, in light and
 * in dark: the README's pictures of the looks. WebP at 960 px wide keeps them light in the repository.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import { startStaticServer } from '../static-server.ts';

export async function screenshotLooks(dists: ReadonlyMap<string, string>, outDir: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const written: string[] = [];
  try {
    for (const [name, dist] of dists) {
      const server = await startStaticServer(dist);
      try {
        for (const colorScheme of ['light', 'dark'] as const) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme, reducedMotion: 'reduce' });
          const page = await context.newPage();
          // The visitor's choice outweighs the owner's first scheme: this shows each scheme whatever the look starts in.
          await page.addInitScript((scheme) => localStorage.setItem('color-scheme', scheme), colorScheme);
          await page.goto(server.url, { waitUntil: 'networkidle' });
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const file = path.join(outDir, `${name}-${colorScheme}.webp`);
          await sharp(await page.screenshot({ animations: 'disabled', caret: 'hide' }))
            .resize({ width: 960 })
            .webp({ quality: 82 })
            .toFile(file);
          written.push(file);
          await context.close();
        }
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  return written;
}
