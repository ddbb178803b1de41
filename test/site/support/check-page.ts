/**
 * Every page the build made, whatever the content: it answers with its status, loads and hydrates
 * every island without a console error, a CSP violation or a request to another site, passes axe
 * in the light and the dark scheme, refers only to files that exist, and reads fine without
 * JavaScript; a language's 404 page also shows where a host knows only the root 404.html. The
 * owner's CI runs this on the owner's own content, a share of the pages per test file: the checks
 * mostly wait on Chromium, so two files side by side take half the time (pages-*.test.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, type OpenedPage } from '../../support/browser.ts';
import { axeViolations, cspViolations, entryHasRun, watchCspViolations } from '../../support/page-helpers.ts';
import { serveOnlyRoot404 } from '../../support/root-404-host.ts';
import { builtPages, type BuiltPage } from './built-site.ts';
import { pageReferences } from './page-references.ts';

/** What a 404 page says in the console: the browser's own line for the document, and the page's log of the address. */
const expectedConsole = (status: number, url: string) =>
  status === 404
    ? [
        'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
        `error: 404 Error: User attempted to access non-existent route: ${url}`,
      ]
    : [];

/** Paths already requested, with their status: pages share most of what they refer to. */
const statuses = new Map<string, Promise<number>>();
const statusOf = (base: string, path: string) => {
  let status = statuses.get(path);
  if (!status) statuses.set(path, (status = fetch(new URL(path, base)).then((response) => response.status)));
  return status;
};

/** The pages this file checks: every `of`-th page the build made, from the `share`-th (counted from 0). */
export function pagesShare(share: number, of: number): BuiltPage[] {
  return builtPages().filter((_, index) => index % of === share);
}

export const describePages = (pages: BuiltPage[]) =>
  describe.each(pages)('$file', ({ file, url, status }) => {
    let opened: OpenedPage & { status: number | undefined };

    beforeAll(async () => {
      opened = await openPage(url, {}, { prepare: watchCspViolations });
      // Down the whole page, so every island that waits to be seen loads and hydrates.
      await opened.page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await opened.page.waitForLoadState('networkidle');
      await entryHasRun(opened.page);
    }, 30_000);

    afterAll(() => opened?.close());

    it(`answers with status ${status}`, () => {
      expect(opened.status).toBe(status);
    });

    it('loads and hydrates with no console error, no CSP violation and no request to another site', async () => {
      await expect.poll(() => opened.page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0);
      expect(opened.consoleProblems).toEqual(expectedConsole(status, url));
      expect(await cspViolations(opened.page)).toEqual([]);
      expect(opened.thirdPartyRequests).toEqual([]);
    });

    it.each(['light', 'dark'] as const)('passes axe in the %s scheme', async (colorScheme) => {
      await opened.page.emulateMedia({ colorScheme });
      expect(await axeViolations(opened.page)).toEqual([]);
    });

    it('refers only to files and anchors that exist', async () => {
      const { paths, missingTargets } = await pageReferences(opened.page);
      expect(missingTargets).toEqual([]);
      const broken = [];
      for (const path of paths) {
        const answer = await statusOf(opened.page.url(), path);
        if (answer !== 200) broken.push(`${path} (${answer})`);
      }
      expect(broken).toEqual([]);
    });

    it.runIf(status === 404 && file !== '404.html')(
      'is what shows under its folder on a host that knows only the root 404.html (GitHub Pages)',
      async () => {
        const rootOnly = await openPage(url, {}, { prepare: (page) => serveOnlyRoot404(page, new URL(opened.page.url()).origin) });
        try {
          expect(rootOnly.status).toBe(404);
          const shown = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, text: document.body.innerText }));
          await expect.poll(() => shown(rootOnly.page)).toEqual(await shown(opened.page));
        } finally {
          await rootOnly.close();
        }
      },
    );

    it('reads fine without JavaScript: one h1, and every section shown with its text', async () => {
      const plain = await openPage(url, { javaScriptEnabled: false });
      try {
        await expect.poll(() => plain.page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect((await plain.page.getByRole('heading', { level: 1 }).innerText()).trim()).not.toBe('');
        const hidden = await plain.page.evaluate(() =>
          [...document.querySelectorAll('main section')]
            .filter((section) => {
              const box = section.getBoundingClientRect();
              const shown = (element: Element) => getComputedStyle(element).opacity === '1' && getComputedStyle(element).visibility === 'visible';
              return box.height === 0 || !shown(section) || [...section.children].some((child) => !shown(child)) || !section.textContent?.trim();
            })
            .map((section) => section.id || section.outerHTML.slice(0, 80)),
        );
        expect(hidden).toEqual([]);
      } finally {
        await plain.close();
      }
    });
  });
