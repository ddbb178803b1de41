/** axe-core finds no violation of any impact, in both schemes and in each open state; focus is visible. */
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { axeViolations, nothingMoving, revealAll } from '../support/page-helpers.ts';

// Each scheme is a load of its own: a scheme switched on a loaded page (emulateMedia) can leave a
// colour's transition at its start in headless Chromium, and axe then judges the old colour.
describe('accessibility (axe-core)', () => {
  it.each(['light', 'dark'] as const)('home page in the %s scheme, with a visible focus ring on keyboard focus', async (colorScheme) => {
    const opened = await openPage('/', { colorScheme });
    const { page } = opened;
    await page.keyboard.press('Tab');
    const skip = await page.evaluate(() => {
      const focused = document.activeElement!;
      const style = getComputedStyle(focused);
      const box = focused.getBoundingClientRect();
      return { text: focused.textContent, style: style.outlineStyle, width: parseFloat(style.outlineWidth), top: box.top, bottom: box.bottom };
    });
    // Focused, the skip link is on screen with the same visible ring as every control.
    expect(skip).toMatchObject({ text: 'Skip to content', style: 'solid' });
    expect(skip.width).toBeGreaterThanOrEqual(2);
    expect(skip.top).toBeGreaterThanOrEqual(0);
    expect(skip.bottom).toBeLessThanOrEqual(await page.evaluate(() => window.innerHeight));
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);

    await revealAll(page);
    expect(await axeViolations(page)).toEqual([]);
    await opened.close();
  });

  it.each(['light', 'dark'] as const)('open mobile menu and resume menu in the %s scheme', async (colorScheme) => {
    const opened = await openPage('/', { colorScheme, viewport: viewports.phone });
    const { page } = opened;
    await page.getByRole('button', { name: 'Menu' }).click();
    // The navigation may still be hydrating (the click is replayed): judge the menu once it is open.
    await page.locator('#mobile-menu').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('menu', { name: 'Resume' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await opened.close();
  });

  it.each(['light', 'dark'] as const)('open project dialog (a project page) in the %s scheme', async (colorScheme) => {
    const opened = await openPage('/projects/gymflow-client-manager/', { colorScheme });
    const { page } = opened;
    // A modal once the entry has run (with no React): the page behind is inert from here.
    await page.locator('main[inert]').waitFor({ state: 'attached' });
    await nothingMoving(page);
    // @reach's focus lock is bypassed: its guards stay out of the tab order (no positive tabindex anywhere).
    expect(await page.evaluate(() => [...document.querySelectorAll('[tabindex]')].filter((el) => (el as HTMLElement).tabIndex > 0).length)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await opened.close();
  });

  it.each(['light', 'dark'] as const)('404 page in the %s scheme', async (colorScheme) => {
    const opened = await openPage('/no/such/page', { colorScheme });
    expect(await axeViolations(opened.page)).toEqual([]);
    await opened.close();
  });
});
