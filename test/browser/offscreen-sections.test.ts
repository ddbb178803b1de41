/**
 * Issue 42: below the hero, a section is laid out only when it nears the viewport
 * (`content-visibility: auto`, src/theme/global-style.ts), so what arrives after the first paint
 * (the stylesheet, web fonts) restyles only what is on screen. Nothing a visitor does may notice:
 * an address with a fragment, find in page, scrolling through and the page without JavaScript
 * (print is checked in print.test.ts, on the same sections).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { expectClean, layoutShift, scrollToY } from '../support/page-helpers.ts';
import { sample } from '../support/sample-site.ts';

/** The id of the page's last section, and whether its content is laid out (not skipped by content-visibility). */
const lastSection = (page: Page) =>
  page.evaluate(() => {
    const section = [...document.querySelectorAll<HTMLElement>('section[data-revealed]')].at(-1);
    if (!section?.firstElementChild) throw new Error('the page has no section below its hero');
    return { id: section.id, laidOut: section.firstElementChild.checkVisibility({ contentVisibilityAuto: true }) };
  });

describe('sections below the first screen', () => {
  it('are laid out only once they near the viewport', async () => {
    const opened = await openPage('/', { viewport: viewports.phone });
    const { page } = opened;
    const { id, laidOut } = await lastSection(page);
    expect(laidOut).toBe(false);
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await lastSection(page)).laidOut).toBe(true);
    expectClean(opened);
    await opened.close();
  });

  it('move nothing on screen while a visitor scrolls through them, down and back up', async () => {
    const opened = await openPage('/', { viewport: viewports.phone });
    const { page } = opened;
    const step = viewports.phone.height / 2;
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) await scrollToY(page, y);
    for (let y = await page.evaluate(() => window.scrollY); y > 0; y -= step) await scrollToY(page, y);
    expect(await layoutShift(page)).toBe(0);
    await opened.close();
  });

  it('take an address with a fragment to its section where it really is, with JavaScript and without', async () => {
    for (const javaScriptEnabled of [true, false])
      for (const viewport of [viewports.phone, viewports.desktop]) {
        const id = sample.site.sections.at(-1) ?? 'contact';
        const opened = await openPage(`/#${id}`, { viewport, javaScriptEnabled });
        const { page } = opened;
        const heading = page.locator(`#${id} h2`);
        const top = () => heading.evaluate((el) => el.getBoundingClientRect().top);
        // Below the sticky navigation, in the top third of the screen (thousands of pixels off if reached by estimates).
        const where = `${id} at ${viewport.width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;
        await expect.poll(top, { message: where }).toBeGreaterThan(0);
        await expect.poll(top, { message: where }).toBeLessThan(viewport.height / 3);
        await opened.close();
      }
  });

  it('are found by find in page before they are laid out', async () => {
    const opened = await openPage('/', { viewport: viewports.phone });
    const { page } = opened;
    const { id, laidOut } = await lastSection(page);
    expect(laidOut).toBe(false);
    // Words found nowhere else on the page: the start of the section's longest paragraph on screen (not the printed CV's).
    const paragraphs = await page.locator(`#${id} p:not([data-print='only'], [data-print='only'] p)`).allTextContents();
    const text = paragraphs
      .map((words) => words.trim())
      .reduce((a, b) => (b.length > a.length ? b : a), '')
      .slice(0, 40);
    expect(text.length).toBeGreaterThan(10);
    const found = await page.evaluate((words) => {
      // window.find is what the browser's own find bar runs on (non-standard, but Chromium's).
      const finder = window as unknown as { find: (text: string) => boolean };
      const hit = finder.find(words);
      return { hit, where: window.getSelection()?.anchorNode?.parentElement?.closest('section')?.id };
    }, text);
    expect(found).toEqual({ hit: true, where: id });
    // And the match is laid out, to be shown.
    expect((await lastSection(page)).laidOut).toBe(true);
    await opened.close();
  });
});
