/** docs/product-spec.md §2 "Navigation bar" at every viewport: scrolling, the active entry, progress, the mobile menu. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { expectClean, nextFrames, recordScrolling, scrollToY, sectionTop } from '../support/page-helpers.ts';

const ENTRIES = ['Home', 'About', 'Skills', 'Experience', 'Projects', 'Writing', 'Contact'];
const IDS = ['home', 'about', 'skills', 'experience', 'projects', 'writing', 'contact'];
const desktopSizes = { desktop: viewports.desktop, tablet: viewports.tablet };
const phoneSizes = { small: viewports.small, phone458: viewports.phone458, phone: viewports.phone };

async function currentEntry(page: Page): Promise<string[]> {
  return page.locator('nav a[aria-current="true"]:visible').allInnerTexts();
}

describe.each(Object.entries(desktopSizes))('desktop navigation at %s', (size, viewport) => {
  // Each entry's scroll at the desktop size; the tablet's pill is the same links, tried on one.
  const tried = size === 'desktop' ? ENTRIES.slice(1) : ['Projects'];
  it(`is a pill of seven entries at the top centre, ${size === 'desktop' ? 'each' : 'Projects'} scrolling smoothly to its section`, async () => {
    const opened = await openPage('/', { viewport });
    const { page } = opened;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('list').first().getByRole('link').filter({ visible: true });
    expect(await links.allInnerTexts()).toEqual(ENTRIES);
    // Then the page in the other language.
    const french = nav.getByRole('list', { name: 'Languages' }).getByRole('link', { name: 'FR – Français' }).filter({ visible: true });
    expect(await french.getAttribute('lang')).toBe('fr');
    expect(await french.getAttribute('hreflang')).toBe('fr');
    expect(await nav.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    const pill = await links.first().evaluate((el) => {
      const { left, width, top } = el.closest('ul')!.parentElement!.getBoundingClientRect();
      return { left, width, top };
    });
    const layoutWidth = await page.evaluate(() => document.documentElement.clientWidth); // less the scrollbar
    expect(Math.abs(pill.left + pill.width / 2 - layoutWidth / 2)).toBeLessThanOrEqual(1);
    expect(pill.top).toBeLessThan(20);

    const scrolled = await recordScrolling(page);
    for (const name of tried) {
      const i = ENTRIES.indexOf(name);
      await scrollToY(page, 0);
      await scrolled();
      await links.getByText(name, { exact: true }).click();
      const target = await sectionTop(page, IDS[i] ?? '');
      const expected = Math.min(target - 72, await page.evaluate(() => document.documentElement.scrollHeight - innerHeight));
      await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - expected)).toBeLessThanOrEqual(2);
      // Smooth: it passed positions on the way, not only the one it ended at.
      const positions = await scrolled();
      expect(
        positions.some((y) => y > 0 && y < expected - 2),
        `scrolled through ${positions.join(', ')}`,
      ).toBe(true);
    }
    expectClean(opened);
    await opened.close();
  });

  it('marks the active entry by the viewport-middle rule, tracks progress from 0 to 100, and stays at the top (sticky)', async () => {
    const opened = await openPage('/', { viewport });
    const { page } = opened;
    const progress = page.getByRole('progressbar', { name: 'Page scroll progress' });
    expect(await currentEntry(page)).toEqual(['Home']);
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    expect(await progress.getAttribute('aria-valuemin')).toBe('0');
    expect(await progress.getAttribute('aria-valuemax')).toBe('100');

    const middle = viewport.height / 2;
    const skillsTop = await sectionTop(page, 'skills');
    const skillsViewportTop = () => page.evaluate(() => document.getElementById('skills')!.getBoundingClientRect().top);
    // Skills' top at the middle (layout is fractional: at most a pixel above it): it counts.
    await scrollToY(page, Math.ceil(skillsTop - middle));
    expect(await skillsViewportTop()).toBeLessThanOrEqual(middle);
    expect(await skillsViewportTop()).toBeGreaterThan(middle - 1);
    // The navigation may still be hydrating: it marks the entry once it is.
    await expect.poll(() => currentEntry(page)).toEqual(['Skills']);
    // A pixel further down the page, it is below the middle: About is still active.
    await scrollToY(page, Math.ceil(skillsTop - middle) - 1);
    expect(await skillsViewportTop()).toBeGreaterThan(middle);
    await expect.poll(() => currentEntry(page)).toEqual(['About']);

    // The progress bar may still be hydrating too.
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    const value = Number(await progress.getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(100);
    expect(Number.isInteger(value)).toBe(true);

    // To the end, as a visitor gets there: the sections near it are laid out as they come, and the page grows.
    await expect
      .poll(async () => {
        await scrollToY(page, 1e6);
        return progress.getAttribute('aria-valuenow');
      })
      .toBe('100');
    // At the bottom: the last section whose top has reached the middle, measured in the page.
    const reached = await page.evaluate(
      (ids) => ids.filter((id) => document.getElementById(id)!.getBoundingClientRect().top <= innerHeight / 2),
      IDS,
    );
    await expect.poll(() => currentEntry(page)).toEqual([ENTRIES[IDS.indexOf(reached.at(-1) ?? '')]]);
    expect(['Projects', 'Writing', 'Contact']).toContain((await currentEntry(page))[0]);

    // Sticky: at the top of the viewport, far down the page.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const box = await nav.evaluate((el) => ({ top: el.getBoundingClientRect().top }));
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeLessThan(20);
    expect(await nav.getByRole('link', { name: 'Projects' }).isVisible()).toBe(true);
    expectClean(opened);
    await opened.close();
  });
});

describe.each(Object.entries(phoneSizes))('mobile navigation at %s', (size, viewport) => {
  it('opens a dropdown of the seven entries (max 420 px wide) that closes after a choice, on Escape and outside', async () => {
    const opened = await openPage('/', { viewport });
    const { page } = opened;
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    // The navigation may still be hydrating: the click is replayed once it is.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => menu.getByRole('list').first().getByRole('link').allInnerTexts()).toEqual(ENTRIES);
    await expect.poll(() => menu.getByRole('list', { name: 'Languages' }).getByRole('link').allInnerTexts()).toEqual(['Français']);
    const width = await menu.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(420);
    expect(width).toBeGreaterThan(200);
    // How it closes is the same menu at every width: tried at the phone's.
    if (size !== 'phone') {
      expectClean(opened);
      return opened.close();
    }

    await menu.getByRole('link', { name: 'Projects' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => document.getElementById('projects')!.getBoundingClientRect().top)) - 72))
      .toBeLessThanOrEqual(2);
    await nextFrames(page);
    await toggle.click();
    await expect.poll(() => menu.locator('a[aria-current="true"]').innerText()).toBe('Projects');

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');

    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.mouse.click(viewport.width / 2, viewport.height - 40);
    await expect.poll(() => menu.isVisible()).toBe(false);
    expectClean(opened);
    await opened.close();
  });
});
