/** Light and dark schemes: system preference, a remembered toggle, and no flash on load. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dark, light } from '../../src/theme/color-schemes.ts';
import { openPage } from '../support/browser.ts';
import { expectClean } from '../support/page-helpers.ts';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('colour scheme', () => {
  it('follows the system preference by default', async () => {
    for (const [colorScheme, scheme] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      const opened = await openPage('/', { colorScheme });
      expect(await bodyBackground(opened.page)).toBe(rgb(scheme.bg));
      // The prerendered toggle cannot know the scheme; once the navigation is interactive it says. Its
      // code starts at a visitor's first interaction, or when the toggle is reached (a screen reader's focus).
      const toggle = opened.page.getByRole('button', { name: 'Dark mode' }).filter({ visible: true });
      await toggle.focus();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(String(colorScheme === 'dark'));
      expectClean(opened);
      await opened.close();
    }
  });

  it('switches with the toggle and remembers the choice across visits', async () => {
    const opened = await openPage('/', { colorScheme: 'dark' });
    const { page } = opened;
    const toggle = page.getByRole('button', { name: 'Dark mode' }).filter({ visible: true });
    // A click before the navigation is interactive is replayed once it is.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => bodyBackground(page)).toBe(rgb(light.bg));
    await page.reload({ waitUntil: 'networkidle' });
    // Not polled: the boot script applies the saved scheme before the first paint.
    expect(await bodyBackground(page)).toBe(rgb(light.bg));
    await toggle.focus();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => bodyBackground(page)).toBe(rgb(dark.bg));
    expectClean(opened);
    await opened.close();
  });

  it('applies a saved choice before any application JavaScript runs (no flash)', async () => {
    const opened = await openPage('/', { colorScheme: 'light' });
    const { page } = opened;
    await page.evaluate(() => localStorage.setItem('color-scheme', 'dark'));
    // Block the application bundle: what shows is the prerendered HTML, its CSS and boot.js.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await bodyBackground(page)).toBe(rgb(dark.bg));
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await opened.close();
  });
});
