/**
 * The page as visitors see it: at 1280 and 390 px in both schemes compared with committed
 * baselines (support/visual-baseline.ts); at every width of the spec, nothing wider than the
 * viewport. Each compared screenshot is also written to test/browser/screenshots/ (git-ignored) to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { animationsFinished, expectClean, scrollToY } from '../support/page-helpers.ts';
import { browserKey, compareWithBaseline, hasBaselines, updating } from './support/visual-baseline.ts';

const outDir = path.resolve(import.meta.dirname, 'screenshots');
/** Compared with baselines, in both schemes. */
const compared = [1280, 390];
/** The spec's other widths, where only the layout is checked: a scheme changes colours, not widths. */
const laidOut = [643, 458];
let comparisons = 0;

/** The home page at `width`, scrolled through so every section is revealed, then back at the top; fails if anything is wider than the viewport. */
async function openRevealed(width: number, colorScheme: 'light' | 'dark') {
  const opened = await openPage('/', { viewport: { width, height: 900 }, colorScheme, reducedMotion: 'reduce' });
  const { page } = opened;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 450) await scrollToY(page, y);
  await scrollToY(page, 0);
  await animationsFinished(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  return opened;
}

describe('screenshots', () => {
  fs.mkdirSync(outDir, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    it.each(compared)(`%i px, ${colorScheme}`, async (width) => {
      const opened = await openRevealed(width, colorScheme);
      const name = `home-${width}-${colorScheme}`;
      const screenshot = await opened.page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      fs.writeFileSync(path.join(outDir, `${name}.png`), screenshot);
      if (hasBaselines() || updating) {
        expect((await compareWithBaseline(name, screenshot)).problem).toBeUndefined();
        comparisons++;
      }
      expectClean(opened);
      await opened.close();
    });
  }

  it.each(laidOut)('%i px: nothing is wider than the viewport', async (width) => {
    const opened = await openRevealed(width, 'light');
    expectClean(opened);
    await opened.close();
  });

  // Last in the file (tests run in order): reported as skipped, not passed, where this browser has no baselines.
  it('compared 1280 and 390 px in both schemes with the baselines', (context) => {
    if (!hasBaselines() && !updating) context.skip(`no visual baselines for ${browserKey()}: run npm run test:update-screenshots to record them`);
    expect(comparisons).toBe(compared.length * 2);
  });
});
