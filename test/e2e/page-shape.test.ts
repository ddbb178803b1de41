/**
 * The owner's page shape, from YAML alone (test/fixtures/shaped-site/): sections in their own
 * order and one left out, two sections of their own (a list and cards) translated into French,
 * and interface words of their own (content/ui.yaml). The navigation, the phone menu and the page
 * agree, and the active entry follows the owner's order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { expectClean, scrollToY, sectionTop } from '../support/page-helpers.ts';

const SITE = 'shaped';

/** The page's sections in page order: what the navigation must list. */
const pageSections = (page: Page) => page.evaluate(() => [...document.querySelectorAll('main [data-section]')].map((section) => section.id));
const navTargets = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('list')
    .first()
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const currentEntry = (page: Page) => page.locator('nav a[aria-current="true"]:visible').allInnerTexts();

describe('a page in the owner’s order', () => {
  it('has the listed sections in their order, no skills section, and the navigation lists the same', async () => {
    const opened = await openPage('/', { viewport: viewports.desktop }, { site: SITE });
    const { page } = opened;
    expect(await pageSections(page)).toEqual(['home', 'experience', 'talks', 'about', 'projects', 'open-source', 'contact']);
    expect(await navTargets(page)).toEqual(['#home', '#experience', '#talks', '#about', '#projects', '#open-source', '#contact']);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('list').first().getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Experience',
      'Talks',
      'About',
      'Projects',
      'Open Source',
      'Contact',
    ]);
    expect(await page.locator('#skills').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Technical Skills' }).count()).toBe(0);
    // Each section's number follows the owner's order.
    expect(await page.locator('#talks header p[aria-hidden]').innerText()).toBe('02 /');
    expectClean(opened);
    await opened.close();
  });

  it('marks the entry of the section in view, in the owner’s order', async () => {
    const opened = await openPage('/', { viewport: viewports.desktop }, { site: SITE });
    const { page } = opened;
    const middle = viewports.desktop.height / 2;
    for (const [id, entry] of [
      ['experience', 'Experience'],
      ['talks', 'Talks'],
      ['about', 'About'],
      ['open-source', 'Open Source'],
    ] as const) {
      await scrollToY(page, Math.ceil((await sectionTop(page, id)) - middle) + 1);
      await expect.poll(() => currentEntry(page), { timeout: 10_000 }).toEqual([entry]);
    }
    await opened.close();
  });
});

describe('the owner’s own sections', () => {
  it('draws a list section: each entry with its subtitle, date, place, link, bullets and tags', async () => {
    const opened = await openPage('/', { viewport: viewports.desktop }, { site: SITE });
    const { page } = opened;
    const talks = page.getByRole('region', { name: 'Talks & Writing' });
    expect(await talks.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Spreadsheets Are Databases Too',
      'OCR Pipelines That Admit Doubt',
    ]);
    const first = talks.getByRole('article').first();
    expect(await first.innerText()).toContain('Lyon JS meetup');
    expect(await first.innerText()).toContain('Mar 2024');
    const link = first.getByRole('link', { name: /^Spreadsheets Are Databases Too: .* \(opens in a new tab\)$/ });
    expect(await link.getAttribute('href')).toBe('https://lyonjs.example.org/talks/spreadsheets');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await first.getByRole('listitem').allInnerTexts()).toEqual(
      expect.arrayContaining(['Live demo of a Google Sheets sync with conflict detection.', 'Automation']),
    );
    await opened.close();
  });

  it('draws a cards section with its picture, and both are in the phone menu', async () => {
    const opened = await openPage('/', { viewport: viewports.phone }, { site: SITE });
    const { page } = opened;
    const cards = page.getByRole('region', { name: 'Open Source' });
    expect(await cards.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['sheet-sync', 'pdf-fields']);
    expect(await cards.locator('img').count()).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    expect(await menu.getByRole('list').first().getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Experience',
      'Talks',
      'About',
      'Projects',
      'Open Source',
      'Contact',
    ]);
    await menu.getByRole('link', { name: 'Open Source' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#open-source');
    expectClean(opened);
    await opened.close();
  });

  it('prints with the page: each in its place, every entry whole', async () => {
    const opened = await openPage('/', { viewport: viewports.desktop }, { site: SITE });
    const { page } = opened;
    await page.emulateMedia({ media: 'print' });
    for (const name of ['Talks & Writing', 'Open Source']) expect(await page.getByRole('region', { name }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'pdf-fields' }).isVisible()).toBe(true);
    const breaks = await page
      .locator('#talks article, #open-source article')
      .evaluateAll((articles) => articles.map((a) => getComputedStyle(a).breakInside));
    expect(breaks).toEqual(['avoid', 'avoid', 'avoid', 'avoid']);
    await opened.close();
  });

  it('is translated in French, entries matched by id', async () => {
    const opened = await openPage('/fr/', { viewport: viewports.desktop }, { site: SITE });
    const { page } = opened;
    const talks = page.getByRole('region', { name: 'Conférences et écrits' });
    expect(await talks.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Les tableurs aussi sont des bases de données',
      'Des chaînes d’OCR qui admettent le doute',
    ]);
    // The date is the base file's, shown in French.
    expect(await talks.getByRole('article').first().innerText()).toContain('mars 2024');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    expect(await nav.getByRole('list').first().getByRole('link').allInnerTexts()).toContain('Conférences');
    await opened.close();
  });
});
