/** docs/product-spec.md §2 "Other page behaviour": back-to-top, reveal once, hero buttons, reduced motion. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { expectClean, intersectionsDelivered, nextFrames, recordScrolling, scrollToY } from '../support/page-helpers.ts';

const contentOpacity = (page: Page, id: string) =>
  page.evaluate((sectionId) => getComputedStyle(document.querySelector(`#${sectionId} > div`)!).opacity, id);

describe('back-to-top button', () => {
  it('is hidden at 300 px of scroll, shown from 301 px, and scrolls smoothly to the top', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    const button = page.getByRole('button', { name: 'Back to top' });
    expect(await button.count()).toBe(0);
    // The first scroll starts the button's code; once it runs, "hidden at 300 px" is the button's decision.
    await scrollToY(page, 300);
    await page.locator('[data-island="back-to-top-button"][data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await button.count()).toBe(0);
    await scrollToY(page, 301);
    await expect.poll(() => button.isVisible()).toBe(true);
    await scrollToY(page, 3000);
    const scrolled = await recordScrolling(page);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Smooth: it passed positions on the way, not only the top.
    const positions = await scrolled();
    expect(
      positions.some((y) => y > 0 && y < 3000),
      `scrolled through ${positions.join(', ')}`,
    ).toBe(true);
    await expect.poll(() => button.count()).toBe(0);
    expectClean(opened);
    await opened.close();
  });
});

describe('section reveal', () => {
  it('fades a section in once when 10 % of it is visible, and keeps it visible', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    const section = page.locator('#experience');
    expect(await section.getAttribute('data-revealed')).toBe('false');
    expect(await contentOpacity(page, 'experience')).toBe('0');

    // Its real size: a section is laid out only once it nears the viewport (content-visibility), so come near first.
    const estimatedTop = await section.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollToY(page, estimatedTop - 800 - 200);
    await intersectionsDelivered(page, 'experience');
    const top = await section.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const height = await section.evaluate((el) => el.getBoundingClientRect().height);
    // 5 % of the section in view: not yet.
    await scrollToY(page, top + height * 0.05 - 800);
    await intersectionsDelivered(page, 'experience');
    expect(await section.getAttribute('data-revealed')).toBe('false');
    // 15 % in view: revealed, and the fade runs to full opacity.
    await scrollToY(page, top + height * 0.15 - 800);
    await expect.poll(() => section.getAttribute('data-revealed')).toBe('true');
    await expect.poll(() => contentOpacity(page, 'experience')).toBe('1');

    await scrollToY(page, 0);
    await intersectionsDelivered(page, 'experience');
    expect(await section.getAttribute('data-revealed')).toBe('true');
    expect(await contentOpacity(page, 'experience')).toBe('1');
    expectClean(opened);
    await opened.close();
  });
});

describe('hero buttons', () => {
  it('Get In Touch scrolls to Contact and About Me to About', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    for (const [name, id] of [
      ['Get In Touch', 'contact'],
      ['About Me', 'about'],
    ] as const) {
      await scrollToY(page, 0);
      await page.getByRole('link', { name }).click();
      await expect
        .poll(async () => {
          const top = await page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);
          const atBottom = await page.evaluate(() => Math.ceil(window.scrollY + innerHeight) >= document.documentElement.scrollHeight);
          return Math.abs(top - 72) <= 2 || (atBottom && top > 0);
        })
        .toBe(true);
    }
    expectClean(opened);
    await opened.close();
  });
});

describe('with prefers-reduced-motion: reduce', () => {
  it('shows every section without animation and scrolls instantly', async () => {
    const opened = await openPage('/', { reducedMotion: 'reduce' });
    const { page } = opened;
    expect(await page.locator('#experience').getAttribute('data-revealed')).toBe('false');
    expect(await contentOpacity(page, 'experience')).toBe('1');
    expect(await contentOpacity(page, 'contact')).toBe('1');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Experience' }).click();
    await nextFrames(page);
    const target = await page.evaluate(() => document.getElementById('experience')!.getBoundingClientRect().top);
    expect(Math.abs(target - 72)).toBeLessThanOrEqual(2);

    await scrollToY(page, 2000);
    await page.getByRole('button', { name: 'Back to top' }).click();
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expectClean(opened);
    await opened.close();
  });
});
