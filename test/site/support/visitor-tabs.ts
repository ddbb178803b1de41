/**
 * The tabs the owner's suite checks pages in: one per page checked at once, each a context with a
 * page and a page with scripts off, reused from one page to the next. A new context and page per
 * page made Chromium start a renderer for each (1.9 s a page on 2 cores against 0.7 s navigating
 * a tab already open). Each visit is a first visit: no HTTP cache, no storage, the light scheme.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { newContext, siteUrl } from '../../support/browser.ts';
import { watchCspViolations } from '../../support/page-helpers.ts';
import { pageSettled } from '../../../scripts/site/page-settled.ts';
import { watchPage, type PageWatch } from '../../support/page-watch.ts';

interface Tab {
  context: BrowserContext;
  /** Where the page runs as a visitor has it; the CSP violations it meets are recorded. */
  page: Page;
  /** The same page with scripts off. */
  plain: Page;
}

export interface Visit extends Omit<PageWatch, 'stop'> {
  page: Page;
  context: BrowserContext;
  status: number | undefined;
}

const free: Tab[] = [];
const opened: Tab[] = [];
const sessions = new WeakMap<Page, CDPSession>();

async function openTab(): Promise<Tab> {
  const context = await newContext();
  const [page, plain] = await Promise.all([context.newPage(), context.newPage()]);
  await watchCspViolations(page);
  for (const each of [page, plain]) {
    const session = await context.newCDPSession(each);
    sessions.set(each, session);
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  await sessions.get(plain)?.send('Emulation.setScriptExecutionDisabled', { value: true });
  await withoutImagesOrFonts(sessions.get(plain));
  const tab = { context, page, plain };
  opened.push(tab);
  return tab;
}

/**
 * The page with scripts off is asked only whether its text shows: it loads no image, font or
 * media, which were a third of its load's CPU (the page with scripts checks them).
 */
async function withoutImagesOrFonts(session: CDPSession | undefined): Promise<void> {
  if (!session) return;
  session.on('Fetch.requestPaused', ({ requestId }) => {
    session.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' }).catch(() => undefined);
  });
  await session.send('Fetch.enable', { patterns: [{ resourceType: 'Image' }, { resourceType: 'Font' }, { resourceType: 'Media' }] });
}

/** Opens `path` (on the site under test, or a whole address) as a first visit in `page`, recording what it does until `stop`; waits as openPage does. */
async function visit(page: Page, path: string, scripts: boolean): Promise<{ status: number | undefined; watch: PageWatch }> {
  const address = siteUrl(path);
  const { origin } = new URL(address);
  await sessions.get(page)?.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await page.emulateMedia({ colorScheme: 'light' });
  // The tab's other page is the one in front until now: a page behind runs no animation frames.
  await page.bringToFront();
  const watch = watchPage(page, origin);
  const response = await page.goto(address, { waitUntil: 'load' });
  if (scripts) await pageSettled(page);
  return { status: response?.status(), watch };
}

export interface VisitorTab {
  /** Opens a page as a visitor has it. */
  open: (path: string) => Promise<Visit>;
  /** Opens a page with scripts off. */
  openPlain: (path: string) => Promise<Visit>;
}

/** Runs `check` in a free tab (opened when none is), given back when it ends. */
export async function inTab<T>(check: (tab: VisitorTab) => Promise<T>): Promise<T> {
  const tab = free.pop() ?? (await openTab());
  const watches: PageWatch[] = [];
  const opener = (page: Page, scripts: boolean) => async (path: string) => {
    const { status, watch } = await visit(page, path, scripts);
    watches.push(watch);
    return { page, context: tab.context, status, consoleProblems: watch.consoleProblems, thirdPartyRequests: watch.thirdPartyRequests };
  };
  try {
    return await check({ open: opener(tab.page, true), openPlain: opener(tab.plain, false) });
  } finally {
    watches.forEach((watch) => watch.stop());
    free.push(tab);
  }
}

export async function closeTabs(): Promise<void> {
  await Promise.all(opened.splice(0).map((tab) => tab.context.close()));
  free.length = 0;
}
