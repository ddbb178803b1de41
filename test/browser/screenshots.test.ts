/**
 * The page as visitors see it: at 1280 and 390 px in both schemes compared with committed
 * baselines (support/visual-baseline.ts); at every width of the spec, nothing wider than the
 * viewport (in the light scheme: the dark one changes colours only). Each screenshot is also written to test/browser/screenshots/ (git-ignored) to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { expectClean, revealAll } from '../support/page-helpers.ts';
import { browserKey, compareWithBaseline, hasBaselines, updating } from './support/visual-baseline.ts';

const outDir = path.resolve(import.meta.dirname, 'screenshots');
const compared = new Set([1280, 390]);
const widths = [1280, 643, 458, 390];
/** The widths checked in each scheme: a scheme changes colours, not widths, so the dark one is taken where it is compared. */
const widthsIn = { light: widths, dark: widths.filter((width) => compared.has(width)) };
let comparisons = 0;

describe('screenshots', () => {
  fs.mkdirSync(outDir, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    it.each(widthsIn[colorScheme])(`%i px, ${colorScheme}`, async (width) => {
      const opened = await openPage('/', { viewport: { width, height: 900 }, colorScheme, reducedMotion: 'reduce' });
      const { page } = opened;
      await revealAll(page, 450);
      // A whole-page picture shows every section as a visitor sees it on reaching it: laid out, with
      // the containment content-visibility gives it then (sections away from the screen are skipped).
      await page.addStyleTag({ content: 'section[data-revealed] { content-visibility: visible !important; contain: layout style paint; }' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      const name = `home-${width}-${colorScheme}`;
      const screenshot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      fs.writeFileSync(path.join(outDir, `${name}.png`), screenshot);
      if (compared.has(width) && (hasBaselines() || updating)) {
        expect((await compareWithBaseline(name, screenshot)).problem).toBeUndefined();
        comparisons++;
      }
      expectClean(opened);
      await opened.close();
    });
  }

  // Last in the file (tests run in order): reported as skipped, not passed, where this browser has no baselines.
  it('compared 1280 and 390 px in both schemes with the baselines', (context) => {
    if (!hasBaselines() && !updating) context.skip(`no visual baselines for ${browserKey()}: run npm run test:update-screenshots to record them`);
    expect(comparisons).toBe(compared.size * 2);
  });
});
