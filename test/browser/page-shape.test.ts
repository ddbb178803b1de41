/**
 * The owner's page shape, from YAML alone (test/fixtures/shaped-site/): sections in their own
 * order and one left out, two sections of their own (a list and cards) translated into French,
 * and interface words of their own (content/ui.yaml). The navigation, the phone menu and the page
 * agree, and the active entry follows the owner's order.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { expectClean, scrolledTo, scrollToY, sectionTop } from '../support/page-helpers.ts';

const SITE = 'shaped';

/** The page's sections in page order: what the navigation must list. */
const pageSections = (page: Page) => page.evaluate(() => [...document.querySelectorAll('main [data-section]')].map((section) => section.id));
/** The section entries of a navigation (or of the phone menu): its first list's links. */
const sectionLinks = (container: Locator) => container.getByRole('list').first().getByRole('link');
const navTargets = (page: Page) =>
  sectionLinks(page.getByRole('navigation', { name: 'Main' })).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
/** The shaped site's entries, in its order, in English. */
const ENTRIES = ['Home', 'Experience', 'Talks', 'About', 'Now', 'Projects', 'Open Source', 'Contact'];
const currentEntry = (page: Page) => page.locator('nav a[aria-current="true"]:visible').allInnerTexts();

describe('a page in the owner’s order', () => {
  it('has the listed sections in their order, no skills section, and the navigation lists the same', async () => {
    const opened = await openPage('/', { viewport: viewports.desktop }, { site: SITE });
    const { page } = opened;
    expect(await pageSections(page)).toEqual(['home', 'experience', 'talks', 'about', 'now', 'projects', 'open-source', 'contact']);
    expect(await navTargets(page)).toEqual(['#home', '#experience', '#talks', '#about', '#now', '#projects', '#open-source', '#contact']);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await sectionLinks(nav).allInnerTexts()).toEqual(ENTRIES);
    expect(await page.locator('#skills').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Technical Skills' }).count()).toBe(0);
    // Each section's number follows the owner's order.
    const number = page.locator('#talks header p[aria-hidden]');
    await scrolledTo(number);
    expect(await number.innerText()).toBe('02 /');
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
      ['now', 'Now'],
      ['open-source', 'Open Source'],
    ] as const) {
      await scrollToY(page, Math.ceil((await sectionTop(page, id)) - middle) + 1);
      await expect.poll(() => currentEntry(page)).toEqual([entry]);
    }
    await opened.close();
  });
});

describe('the owner’s own sections', () => {
  it('draws a list section: each entry with its subtitle, date, place, link, bullets and tags', async () => {
    const opened = await openPage('/', { viewport: viewports.desktop }, { site: SITE });
    const { page } = opened;
    const talks = page.getByRole('region', { name: 'Talks & Writing' });
    await scrolledTo(talks);
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
    await scrolledTo(cards);
    expect(await cards.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['sheet-sync', 'pdf-fields']);
    expect(await cards.locator('img').count()).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Named in the owner's words (content/ui.yaml).
    await nav.getByRole('button', { name: 'Sections' }).click();
    const menu = page.locator('#mobile-menu');
    // The scroll above started the navigation's code, which may still be hydrating: the click is replayed once it is.
    await expect.poll(() => sectionLinks(menu).allInnerTexts()).toEqual(ENTRIES);
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
    await scrolledTo(talks);
    expect(await talks.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Les tableurs aussi sont des bases de données',
      'Des chaînes d’OCR qui admettent le doute',
    ]);
    // The date is the base file's, shown in French.
    expect(await talks.getByRole('article').first().innerText()).toContain('mars 2024');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    expect(await sectionLinks(nav).allInnerTexts()).toContain('Conférences');
    await opened.close();
  });
});

describe('the owner’s interface words (content/ui.yaml)', () => {
  it('replace the bundled ones in the default language, on the page and in its islands, and leave French its own', async () => {
    const opened = await openPage('/', { viewport: viewports.phone }, { site: SITE });
    const { page } = opened;
    expect(
      await page
        .getByText('Hi, I’m', { exact: true })
        .or(page.getByText("Hi, I'm", { exact: true }))
        .count(),
    ).toBe(1);
    expect(await page.getByText("Hello, I'm").count()).toBe(0);
    expect(await page.getByRole('contentinfo').innerText()).toMatch(/^© 2025 Sam Rivera\. Made with care, from YAML\.$/);
    // The menu button is drawn by an island in the browser: its word comes from ui.yaml too.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sections' }).isVisible()).toBe(true);
    expectClean(opened);
    await opened.close();
    const french = await openPage('/fr/', { viewport: viewports.desktop }, { site: SITE });
    expect(await french.page.getByText('Bonjour, je suis').count()).toBe(1);
    await french.close();
  });
});

describe('a language of YAML alone (Dutch: content/nl/ui.yaml, no bundled dictionary)', () => {
  it('is published at /nl/ with its lang, hreflang and navigation words, and offered by the switcher', async () => {
    const opened = await openPage('/nl/', { viewport: viewports.desktop }, { site: SITE });
    const { page } = opened;
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`));
    expect(alternates).toEqual(['en /', 'fr /fr/', 'nl /nl/', 'x-default /']);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(await sectionLinks(nav).allInnerTexts()).toEqual(['Start', 'Ervaring', 'Talks', 'Over mij', 'Now', 'Projecten', 'Open Source', 'Contact']);
    expect(await page.getByRole('heading', { name: 'Werkervaring', level: 2 }).isVisible()).toBe(true);
    // A text its ui.yaml lacks shows in the default language.
    expect(await page.getByRole('button', { name: 'Send Message' }).count()).toBe(1);
    // The islands' words too, once hydrated: the theme toggle's name.
    await expect
      .poll(() =>
        nav
          .getByRole('switch', { name: 'Donkere modus' })
          .or(nav.getByRole('button', { name: 'Donkere modus' }))
          .count(),
      )
      .toBeGreaterThan(0);
    expectClean(opened);
    await opened.close();

    const english = await openPage('/', { viewport: viewports.desktop }, { site: SITE });
    const dutch = english.page.getByRole('list', { name: 'Languages' }).getByRole('link', { name: 'NL – Nederlands' });
    expect(await dutch.getAttribute('hreflang')).toBe('nl');
    await english.close();
  });

  it('answers an unknown address under /nl/ with its own 404 page', async () => {
    const opened = await openPage('/nl/gone/', { viewport: viewports.desktop }, { site: SITE });
    expect(opened.status).toBe(404);
    expect(await opened.page.evaluate(() => document.documentElement.lang)).toBe('nl');
    expect(await opened.page.getByText('Oeps! Deze pagina bestaat niet').isVisible()).toBe(true);
    expect(await opened.page.getByRole('link', { name: 'Terug naar de startpagina' }).getAttribute('href')).toBe('/nl/');
    await opened.close();
  });
});
