/** The hero: contact facts, profile links and the Resume menu, by keyboard and pointer. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { expectClean } from '../support/page-helpers.ts';
import { sample } from '../support/sample-site.ts';

const { profile } = sample;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe('hero', () => {
  it('shows the facts and links from profile.yaml', async () => {
    const opened = await openPage('/');
    const hero = opened.page.getByRole('region', { name: profile.name });
    expect(await hero.getByText(profile.location).isVisible()).toBe(true);
    expect(await hero.getByRole('link', { name: profile.phone }).getAttribute('href')).toBe(`tel:${profile.phone.replace(/[^+\d]/g, '')}`);
    expect(await hero.getByRole('link', { name: profile.email }).getAttribute('href')).toBe(`mailto:${profile.email}`);
    expect(await hero.getByRole('link', { name: 'GitHub profile' }).getAttribute('href')).toBe(profile.profiles.github);
    expect(await hero.getByRole('link', { name: 'LinkedIn profile' }).getAttribute('href')).toBe(profile.profiles.linkedin);
    expectClean(opened);
    await opened.close();
  });

  it('has a Resume menu that works from the keyboard', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    const button = page.getByRole('button', { name: 'Resume' });
    const menu = page.getByRole('menu', { name: 'Resume' });
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.count()).toBe(0);

    await button.focus();
    await page.keyboard.press('Enter');
    // The menu may still be hydrating: Enter's click is replayed once it is.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).toEqual(['French version', 'English version']);
    await expect.poll(() => focusedText(page)).toBe('French version');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe('English version');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe('French version');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedText(page)).toBe('English version');
    await page.keyboard.press('Home');
    await expect.poll(() => focusedText(page)).toBe('French version');
    await page.keyboard.press('End');
    await expect.poll(() => focusedText(page)).toBe('English version');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => focusedText(page)).toBe('Resume');

    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedText(page)).toBe('English version');
    await page.keyboard.press('Tab');
    await expect.poll(() => menu.count()).toBe(0);

    await button.click();
    for (const [name, href] of [
      ['French version', '/cv/sam-rivera-fr.pdf'],
      ['English version', '/cv/sam-rivera-en.pdf'],
    ]) {
      const item = menu.getByRole('menuitem', { name });
      expect(await item.getAttribute('href')).toBe(href);
      expect(await item.getAttribute('target')).toBe('_blank');
      expect(await item.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await page.mouse.click(5, 700);
    await expect.poll(() => menu.count()).toBe(0);
    expectClean(opened);
    await opened.close();
  });

  it('opens a resume in a new tab and closes the menu', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    await page.getByRole('button', { name: 'Resume' }).click();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('menuitem', { name: 'English version' }).click()]);
    await expect.poll(() => new URL(tab.url()).pathname).toBe('/cv/sam-rivera-en.pdf');
    // The PDF the build generated from the content, served as a PDF.
    const response = await page.request.get(tab.url());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    await opened.close();
  });
});
