/**
 * Issue 20: a page carries only its first screen's CSS (scripts/pages/page-styles.ts); the boot
 * script adds the page's stylesheet after the first paint. Until it applies, what follows the
 * first screen is not seen; once it has, the page is as the whole CSS styles it, and nothing on
 * screen has moved. Without JavaScript the stylesheet is linked and styles the page before it
 * paints. A stylesheet that fails to load hides nothing.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { expectClean, layoutShift } from '../support/page-helpers.ts';
import { sample } from '../support/sample-site.ts';
import { holdRequests } from './support/hold-requests.ts';

const STYLESHEET = /\/assets\/styles-[\w-]+\.css$/;
const pending = (page: Page) => page.locator('html').getAttribute('data-stylesheet');
const heroHeading = (page: Page) => page.getByRole('heading', { level: 1, name: sample.profile.name });

/** How an element looks. */
const look = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { font: style.font, color: style.color, background: style.backgroundColor, padding: style.padding, margin: style.margin };
  });
/** Where an element is. */
const box = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

describe('the page’s stylesheet', () => {
  it('comes after the first paint: the first screen is styled without it, the rest unseen until it applies, and nothing moves', async () => {
    let held: Awaited<ReturnType<typeof holdRequests>> | undefined;
    const opened = await openPage(
      '/',
      { viewport: viewports.desktop },
      { waitUntil: 'domcontentloaded', prepare: async (page) => void (held = await holdRequests(page, STYLESHEET)) },
    );
    const { page } = opened;
    await held?.requested;
    expect(await pending(page)).toBe('pending');
    expect(await heroHeading(page).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'About Me' }).isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    const before = [await look(heroHeading(page)), await box(heroHeading(page))];

    held?.release();
    await expect.poll(() => pending(page)).toBeNull();
    expect(await page.getByRole('heading', { level: 2, name: 'About Me' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect([await look(heroHeading(page)), await box(heroHeading(page))]).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    expectClean(opened);
    await opened.close();
  });

  it('keeps the first screen in place while the rest of the page is still arriving, shorter than the screen', async () => {
    const opened = await openPage('/', { viewport: viewports.desktop });
    const { page } = opened;
    const whole = await box(heroHeading(page));
    // What a browser paints when only the document's start has arrived: the first screen, no more.
    await page.evaluate(() => {
      for (const later of document.querySelectorAll<HTMLElement>('main > :not(:first-child), footer')) later.style.display = 'none';
    });
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    expect(await box(heroHeading(page))).toEqual(whole);
    await opened.close();
  });

  it('styles the page alike with JavaScript and without it (a <noscript> links it), before the first paint', async () => {
    const looks = [];
    for (const javaScriptEnabled of [true, false]) {
      const opened = await openPage('/', { javaScriptEnabled });
      const { page } = opened;
      await expect.poll(() => pending(page)).toBeNull();
      looks.push(await Promise.all([look(page.getByRole('contentinfo')), look(page.getByRole('heading', { level: 2, name: 'Technical Skills' }))]));
      await opened.close();
    }
    expect(looks[0]).toEqual(looks[1]);
  });

  it('takes a visitor who follows a link to a section there, once the section has its styles', async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const opened = await openPage('/#experience', { viewport }, { waitUntil: 'load' });
      const { page } = opened;
      await expect.poll(() => pending(page)).toBeNull();
      const heading = page.getByRole('heading', { level: 2, name: 'Professional Experience' });
      // Below the sticky navigation (the sections' scroll margin), at the top of the screen.
      await expect.poll(async () => (await box(heading)).top / viewport.height).toBeGreaterThan(0);
      await expect.poll(async () => (await box(heading)).top / viewport.height).toBeLessThan(1 / 3);
      await opened.close();
    }
  });

  it('hides nothing when it fails to load', async () => {
    const opened = await openPage(
      '/',
      {},
      { waitUntil: 'load', prepare: async (page) => void (await page.route(STYLESHEET, (route) => route.abort())) },
    );
    const { page } = opened;
    await expect.poll(() => pending(page)).toBeNull();
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await opened.close();
  });
});
