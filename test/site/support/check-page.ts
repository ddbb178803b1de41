/**
 * Every check of one built page, whatever the content, in one browser tab (visitor-tabs.ts): it answers with its
 * status, loads and hydrates every island without a console error, a CSP violation or a request to
 * another site, passes axe in the light scheme and its colour rules in the dark one, refers only to
 * files that exist, and reads fine without JavaScript; a language's 404 page also shows where a
 * host knows only the root 404.html. Each check is a soft assertion named for what it checks, so a
 * page reports every problem it has at once.
 */
import type { Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { openPage } from '../../support/browser.ts';
import { axeViolations, cspViolations, entryHasRun } from '../../support/page-helpers.ts';
import { switchScheme } from '../../support/page-motion.ts';
import { serveOnlyRoot404 } from '../../support/root-404-host.ts';
import type { BuiltPage } from './built-site.ts';
import { pageReferences } from './page-references.ts';
import { inTab, type Visit } from './visitor-tabs.ts';

/** What a 404 page says in the console: the browser's own line for the document, and the page's log of the address. */
const expectedConsole = (status: number, url: string) =>
  status === 404
    ? [
        'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
        `error: 404 Error: User attempted to access non-existent route: ${url}`,
      ]
    : [];

/** axe's rules whose verdict depends on the colours in effect. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** What `read` gives once `done` says so, or after `timeout` ms its last answer (soft assertions cannot poll). */
async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean, timeout = 30_000): Promise<T> {
  const until = Date.now() + timeout;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Paths already requested, with their status: pages share most of what they refer to. */
const statuses = new Map<string, Promise<number>>();
const statusOf = (base: string, path: string) => {
  let status = statuses.get(path);
  if (!status) statuses.set(path, (status = fetch(new URL(path, base)).then((response) => response.status)));
  return status;
};

export async function checkPage({ file, url, status }: BuiltPage, expect: ExpectStatic): Promise<void> {
  await inTab(async (tab) => {
    const opened = await tab.open(url);
    await scrollThrough(opened.page);
    expect.soft(opened.status, `${file} answers with status ${status}`).toBe(status);
    await checkLoad(opened, status, url, expect);
    expect.soft(await axeViolations(opened.page), `${file} passes axe in the light scheme`).toEqual([]);
    // The scheme changes colours only: the dark one is judged by the rules that read them.
    await switchScheme(opened.page, 'dark');
    expect.soft(await axeViolations(opened.page, COLOUR_RULES), `${file} passes axe's colour rules in the dark scheme`).toEqual([]);
    await checkReferences(opened.page, file, expect);
    if (status === 404 && file !== '404.html') await checkRootOnly404(opened, url, file, expect);
    await checkWithoutJavaScript(await tab.openPlain(url), file, expect);
  });
}

/**
 * Down the whole page a screen at a time, a frame on each (islands load a lookahead before they
 * show), so every island that waits to be seen, or for a first interaction, loads and hydrates and every lazy image is asked
 * for; then until every image has loaded or failed. Conditions, not the network's half second of
 * quiet: that wait was a tenth of the suite.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
  });
  await settled(
    // A lazy image with no box (in a closed menu) is never asked for, rightly.
    () => page.evaluate(() => [...document.images].every((image) => image.complete || image.getClientRects().length === 0)),
    (complete) => complete,
  );
  await entryHasRun(page);
  // A visitor's gesture once the page's code is there, which starts its chrome even on a page too short to scroll.
  await page.mouse.wheel(0, 1);
}

async function checkLoad(opened: Visit, status: number, url: string, expect: ExpectStatic): Promise<void> {
  // Counted in the page: a locator would compile Playwright's injected script in every page checked.
  const waiting = () => opened.page.evaluate(() => document.querySelectorAll('[data-island]:not([data-hydrated])').length);
  expect.soft(await settled(waiting, (count) => count === 0), 'every island hydrates').toBe(0);
  expect.soft(opened.consoleProblems, 'no console error').toEqual(expectedConsole(status, url));
  expect.soft(await cspViolations(opened.page), 'no CSP violation').toEqual([]);
  expect.soft(opened.thirdPartyRequests, 'no request to another site').toEqual([]);
}

async function checkReferences(page: Page, file: string, expect: ExpectStatic): Promise<void> {
  const { paths, missingTargets } = await pageReferences(page);
  expect.soft(missingTargets, `${file} links only to anchors that exist`).toEqual([]);
  const broken = [];
  for (const path of paths) {
    const answer = await statusOf(page.url(), path);
    if (answer !== 200) broken.push(`${path} (${answer})`);
  }
  expect.soft(broken, `${file} refers only to files that exist`).toEqual([]);
}

/** What shows under the page's folder on a host that knows only the root 404.html (GitHub Pages). */
async function checkRootOnly404(opened: Visit, url: string, file: string, expect: ExpectStatic): Promise<void> {
  const rootOnly = await openPage(url, {}, { context: opened.context, prepare: (page) => serveOnlyRoot404(page, new URL(opened.page.url()).origin) });
  try {
    expect.soft(rootOnly.status, `${file} answers 404 on a host with only the root 404.html`).toBe(404);
    const shown = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, text: document.body.innerText }));
    const own = JSON.stringify(await shown(opened.page));
    const there = await settled(
      () => shown(rootOnly.page),
      (seen) => JSON.stringify(seen) === own,
    );
    expect.soft(JSON.stringify(there), `${file} shows on a host with only the root 404.html`).toBe(own);
  } finally {
    await rootOnly.close();
  }
}

/** One h1 with text, and every section shown with its text, with scripts off (in the same context). */
async function checkWithoutJavaScript(plain: Visit, file: string, expect: ExpectStatic): Promise<void> {
  const h1 = plain.page.getByRole('heading', { level: 1 });
  expect
    .soft(
      await settled(
        () => h1.count(),
        (count) => count === 1,
      ),
      `${file} without JavaScript has one h1`,
    )
    .toBe(1);
  expect.soft((await h1.first().innerText()).trim(), `${file} without JavaScript has an h1 with text`).not.toBe('');
  const hidden = await plain.page.evaluate(() =>
    [...document.querySelectorAll('main section')]
      .filter((section) => {
        const box = section.getBoundingClientRect();
        const shown = (element: Element) => getComputedStyle(element).opacity === '1' && getComputedStyle(element).visibility === 'visible';
        return box.height === 0 || !shown(section) || [...section.children].some((child) => !shown(child)) || !section.textContent?.trim();
      })
      .map((section) => section.id || section.outerHTML.slice(0, 80)),
  );
  expect.soft(hidden, `${file} without JavaScript shows every section with its text`).toEqual([]);
}
