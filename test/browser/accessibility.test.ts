/**
 * axe-core finds no violation of any impact, in both schemes and in each open state; focus is
 * visible. Each page is loaded once and judged in the light scheme, then in the dark one, switched
 * as a visitor's system switches it (switchScheme).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { axeViolations, revealAll } from '../support/page-helpers.ts';
import { nothingMoving, switchScheme } from '../support/page-motion.ts';

/** axe's violations in the light scheme the page was loaded in, then in the dark one. */
async function inBothSchemes(page: Page): Promise<{ light: string[]; dark: string[] }> {
  const light = await axeViolations(page);
  await switchScheme(page, 'dark');
  const dark = await axeViolations(page);
  await switchScheme(page, 'light');
  return { light, dark };
}

const none = { light: [], dark: [] };

describe('accessibility (axe-core)', () => {
  it('home page in both schemes, with a visible focus ring on keyboard focus', async () => {
    const opened = await openPage('/', { colorScheme: 'light' });
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
    expect(await inBothSchemes(page)).toEqual(none);
    await opened.close();
  });

  it('open mobile menu and resume menu in both schemes', async () => {
    const opened = await openPage('/', { colorScheme: 'light', viewport: viewports.phone });
    const { page } = opened;
    await page.getByRole('button', { name: 'Menu' }).click();
    // The navigation may still be hydrating (the click is replayed): judge the menu once it is open.
    await page.locator('#mobile-menu').waitFor();
    expect(await inBothSchemes(page), 'the menu').toEqual(none);
    await page.keyboard.press('Escape');
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('menu', { name: 'Resume' }).waitFor();
    expect(await inBothSchemes(page), 'the resume menu').toEqual(none);
    await opened.close();
  });

  it('open project dialog (a project page) in both schemes', async () => {
    const opened = await openPage('/projects/gymflow-client-manager/', { colorScheme: 'light' });
    const { page } = opened;
    // A modal once the entry has run (with no React): the page behind is inert from here.
    await page.locator('main[inert]').waitFor({ state: 'attached' });
    await nothingMoving(page);
    // @reach's focus lock is bypassed: its guards stay out of the tab order (no positive tabindex anywhere).
    expect(await page.evaluate(() => [...document.querySelectorAll('[tabindex]')].filter((el) => (el as HTMLElement).tabIndex > 0).length)).toBe(0);
    expect(await inBothSchemes(page)).toEqual(none);
    await opened.close();
  });

  it('404 page in both schemes', async () => {
    const opened = await openPage('/no/such/page', { colorScheme: 'light' });
    expect(await inBothSchemes(opened.page)).toEqual(none);
    await opened.close();
  });
});
