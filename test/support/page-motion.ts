/** What moves on a page, and switching its scheme without a move: for tests that judge what is on screen. */
import type { Page } from 'playwright-core';

/**
 * Waits until nothing on the page is moving: every animation has finished or has not begun (the
 * sections behind an open dialog are never revealed, and their fallback reveal waits out a 4 s
 * delay that is no movement on screen).
 */
export async function nothingMoving(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().progress === null),
  );
}

/**
 * Switches the page's colour scheme as a visitor's system would, with no transition between the
 * two: headless Chromium can leave a colour's transition at its start (no frame advances it), and
 * axe then judges the old colour against the new background. A constructed stylesheet, which the
 * page's policy on <style> elements does not govern, turns transitions off for good.
 */
export async function switchScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await page.emulateMedia({ colorScheme });
}
