/**
 * Full-page screenshots at the spec's widths in both schemes, written to test/e2e/screenshots/
 * (git-ignored) for a person to look at; and the layout check that needs no eyes: nothing is
 * wider than the viewport.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { expectClean, scrollToY } from './support/page-helpers.ts';

const outDir = path.resolve(import.meta.dirname, 'screenshots');
const widths = [1280, 643, 458, 390];

describe('screenshots', () => {
  fs.mkdirSync(outDir, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    it.each(widths)(`%i px, ${colorScheme}`, async (width) => {
      const opened = await openPage('/', { viewport: { width, height: 900 }, colorScheme });
      const { page } = opened;
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 450) await scrollToY(page, y);
      await scrollToY(page, 0);
      await page.waitForTimeout(800);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      const file = path.join(outDir, `home-${width}-${colorScheme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      expect(fs.statSync(file).size).toBeGreaterThan(10_000);
      expectClean(opened);
      await opened.close();
    });
  }
});
