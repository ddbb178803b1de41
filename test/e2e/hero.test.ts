/** The hero: contact facts, profile links and the Resume menu, by keyboard and pointer. */
import { describe, expect, it } from 'vitest';
import { profile } from '../../src/content/profile';
import { openPage } from './support/browser.ts';
import { expectClean } from './support/page-helpers.ts';

const focusedText = (page: import('playwright-core').Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

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
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['French version', 'English version']);
    expect(await focusedText(page)).toBe('French version');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('English version');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('French version');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('English version');
    await page.keyboard.press('Home');
    expect(await focusedText(page)).toBe('French version');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('English version');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await focusedText(page)).toBe('Resume');

    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('English version');
    await page.keyboard.press('Tab');
    expect(await menu.count()).toBe(0);

    await button.click();
    for (const [name, href] of [
      ['French version', profile.resume.french],
      ['English version', profile.resume.english],
    ]) {
      const item = menu.getByRole('menuitem', { name });
      expect(await item.getAttribute('href')).toBe(href);
      expect(await item.getAttribute('target')).toBe('_blank');
      expect(await item.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await page.mouse.click(5, 700);
    expect(await menu.count()).toBe(0);
    expectClean(opened);
    await opened.close();
  });

  it('opens a resume in a new tab and closes the menu', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    await page.route(profile.resume.english, (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4' }));
    await page.context().route(profile.resume.english, (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4' }));
    await page.getByRole('button', { name: 'Resume' }).click();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('menuitem', { name: 'English version' }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(profile.resume.english);
    expect(await page.getByRole('menu').count()).toBe(0);
    await opened.close();
  });
});
