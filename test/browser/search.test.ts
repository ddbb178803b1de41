/**
 * The search (issue 44) on the built sample site, which has posts, so search by default: nothing
 * of it loads before it opens; a word of a project's description finds that project in the page's
 * language only, and its result opens the project's page; the dialog is a combobox with a listbox
 * for the keyboard, clean under axe, with no request to another origin and no CSP violation. It
 * also measures what the index weighs on disk and what one query downloads (printed for the docs).
 * A `/` that is the page's first key opens it; a site with `search: false` (the photos site) has none.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, type OpenedPage } from '../support/browser.ts';
import { axeViolations, cspViolations, entryHasRun, expectClean, watchCspViolations } from '../support/page-helpers.ts';
import { sampleDist } from '../support/sample-site.ts';
import { madeSiteDist } from './support/made-sites.ts';

/** Every request the page makes under /pagefind/, with what it downloaded. */
function recordSearchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) requests.push(request);
  });
  return requests;
}

/** Whether a file of the index is one language's (`fragment/en_….pf_fragment`, `wasm.en.pagefind`, `pagefind.en_….pf_meta`). */
const inLanguage = (language: string) => (url: string) => new RegExp(`[/.]${language}[_.]`).test(new URL(url).pathname.replace('/pagefind/', '/'));

/** What requests downloaded (their bodies as sent, compressed or not), in all and each: `73513 B (pagefind.js 13201, …)`. */
async function bytes(requests: readonly Request[]): Promise<string> {
  const each = await Promise.all(
    requests.map(async (r) => [new URL(r.url()).pathname.replace('/pagefind/', ''), (await r.sizes()).responseBodySize] as const),
  );
  return `${each.reduce((sum, [, size]) => sum + size, 0)} B (${each.map(([name, size]) => `${name} ${size}`).join(', ')})`;
}

async function openSearch(opened: OpenedPage, how: 'button' | 'slash' | 'ctrl-k', buttonName: string): Promise<void> {
  const { page } = opened;
  if (how === 'button') return page.getByRole('button', { name: buttonName, exact: true }).first().click();
  // The shortcuts are the navigation's: a first interaction (here a hover) starts it.
  await page.getByRole('navigation').first().hover();
  await page.locator('[data-island="site-nav"][data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.keyboard.press(how === 'slash' ? '/' : 'Control+k');
}

describe('search', () => {
  it('loads nothing before it opens, finds a project by a word of its description in English, and opens its page', async () => {
    const opened = await openPage('/', {}, { prepare: watchCspViolations });
    const { page } = opened;
    const requests = recordSearchRequests(page);
    expect(requests).toEqual([]);
    await openSearch(opened, 'button', 'Search');
    const dialog = page.getByRole('dialog', { name: 'Search this site' });
    const box = dialog.getByRole('combobox', { name: 'Search this site' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    // What opening downloads (Pagefind's script, its WebAssembly, the language's metadata), then what one query adds.
    await expect.poll(() => requests.some((r) => r.url().includes('.pf_meta'))).toBe(true);
    const opening = requests.length;
    await box.fill('blacksmith');
    const option = dialog.getByRole('option', { name: /Ironcraft Forge Website/ });
    await option.waitFor();
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/^\d+ results?$/);
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    expect(await option.locator('mark').first().textContent()).toMatch(/blacksmith/i);
    const onDisk = fs.readdirSync(path.join(sampleDist, 'pagefind'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const diskBytes = onDisk.reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
    console.log(
      `search: index on disk ${diskBytes} B in ${onDisk.length} files; opening downloads ${await bytes(requests.slice(0, opening))}; ` +
        `the query "blacksmith" ${await bytes(requests.slice(opening))}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // The keyboard: Down makes the first option active (the field keeps focus and names it), Enter opens it.
    await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    expect(await dialog.locator(`[id="${activeId}"]`).getAttribute('aria-selected')).toBe('true');
    await box.press('End');
    await box.press('Home');
    expect(await box.getAttribute('aria-activedescendant')).toBe(activeId);
    const target = await dialog.locator(`[id="${activeId}"]`).textContent();
    expect(target).toContain('Ironcraft Forge Website');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/projects/ironcraft-forge-website/');
    expect(await cspViolations(page)).toEqual([]);
    expectClean(opened);
    await opened.close();
  });

  it('finds in French on a French page, only French pages, and a project result opens its French page', async () => {
    const opened = await openPage('/fr/', {}, { prepare: watchCspViolations });
    const { page } = opened;
    const requests = recordSearchRequests(page);
    await openSearch(opened, 'slash', 'Rechercher');
    const dialog = page.getByRole('dialog', { name: 'Rechercher sur le site' });
    const box = dialog.getByRole('combobox', { name: 'Rechercher sur le site' });
    await box.fill('blacksmith');
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Aucun résultat pour «\u00a0blacksmith\u00a0»');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.fill('forgeron');
    const option = dialog.getByRole('option', { name: /Ironcraft – site vitrine de la forge/ });
    await option.waitFor();
    // The French index alone: no file of the English one was fetched.
    expect(requests.map((r) => r.url()).filter(inLanguage('en'))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await option.click();
    await page.waitForURL((url) => url.pathname === '/fr/projects/ironcraft-forge-website/');
    expect(requests.length).toBeGreaterThan(0);
    expect(await cspViolations(page)).toEqual([]);
    expectClean(opened);
    await opened.close();
  });

  it('searches the English index alone on an English page, opens with Ctrl-K, says when nothing is found, and closes on Escape, giving focus back', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    const requests = recordSearchRequests(page);
    await openSearch(opened, 'ctrl-k', 'Search');
    const dialog = page.getByRole('dialog', { name: 'Search this site' });
    const box = dialog.getByRole('combobox', { name: 'Search this site' });
    // A French word: what it finds (Pagefind matches "Forge" too) is English pages, from the English index.
    await box.fill('forgeron');
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/results?$/);
    expect(requests.map((r) => r.url()).filter(inLanguage('fr'))).toEqual([]);
    expect(requests.some((r) => inLanguage('en')(r.url()))).toBe(true);
    await box.fill('qqqq');
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('No results for “qqqq”');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Opened from its button, it gives focus back to the button.
    const button = page.getByRole('button', { name: 'Search', exact: true }).first();
    await button.click();
    await dialog.getByRole('combobox').press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    expectClean(opened);
    await opened.close();
  });

  it('opens on a / pressed before anything else, the key that starts the navigation', async () => {
    const opened = await openPage('/writing/');
    const { page } = opened;
    // The page's script has started (after the first paint), its navigation not: it waits for a first interaction.
    await entryHasRun(page);
    expect(await page.locator('[data-island="site-nav"]').getAttribute('data-hydrated')).toBeNull();
    await page.keyboard.press('/');
    const box = page.getByRole('dialog', { name: 'Search this site' }).getByRole('combobox', { name: 'Search this site' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expectClean(opened);
    await opened.close();
  });

  it('is not there on a site whose site.yaml says search: false, though it has posts', async () => {
    expect(fs.existsSync(path.join(madeSiteDist('photos'), 'writing', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(madeSiteDist('photos'), 'pagefind'))).toBe(false);
    const opened = await openPage('/writing/', {}, { site: 'photos' });
    const { page } = opened;
    const requests = recordSearchRequests(page);
    await page.getByRole('navigation').first().hover();
    await page.locator('[data-island="site-nav"][data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('button', { name: 'Search', exact: true }).count()).toBe(0);
    await page.keyboard.press('/');
    await page.keyboard.press('Control+k');
    await page.getByRole('navigation').first().hover();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(requests).toEqual([]);
    expectClean(opened);
    await opened.close();
  });
});
