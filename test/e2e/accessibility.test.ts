/** axe-core finds no serious or critical violation, in both schemes and in each open state. */
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from './support/browser.ts';
import { scrollToY, seriousAxeViolations } from './support/page-helpers.ts';

/** Reveal every section first: axe must judge the page as a visitor ends up seeing it. */
async function revealAll(page: import('playwright-core').Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) await scrollToY(page, y);
  await scrollToY(page, 0);
  await page.waitForTimeout(800);
}

describe('accessibility (axe-core)', () => {
  it.each(['light', 'dark'] as const)('home page in the %s scheme', async (colorScheme) => {
    const opened = await openPage('/', { colorScheme });
    await revealAll(opened.page);
    expect(await seriousAxeViolations(opened.page)).toEqual([]);
    await opened.close();
  });

  it.each(['light', 'dark'] as const)('open mobile menu and resume menu in the %s scheme', async (colorScheme) => {
    const opened = await openPage('/', { colorScheme, viewport: viewports.phone });
    const { page } = opened;
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Resume' }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await opened.close();
  });

  it.each(['light', 'dark'] as const)('404 page in the %s scheme', async (colorScheme) => {
    const opened = await openPage('/no/such/page', { colorScheme });
    expect(await seriousAxeViolations(opened.page)).toEqual([]);
    await opened.close();
  });

  it('shows a visible focus ring on keyboard focus', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    await page.keyboard.press('Tab');
    const skip = await page.evaluate(() => ({ text: document.activeElement?.textContent, outline: getComputedStyle(document.activeElement!).outlineStyle }));
    expect(skip.text).toBe('Skip to content');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await opened.close();
  });
});
