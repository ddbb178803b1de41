/**
 * Browser contexts reused from test to test, by their options: a new context costs Chromium a
 * renderer's start, 0.8 s a page on 2 cores beside a page opened in a context already open. A
 * context given back has its pages closed but a blank one (below); taken again, it forgets before
 * its first page loads: no HTTP cache, no cookies, permissions or storage of any site it saw — a
 * first visit, as in a context of its own.
 *
 * Each keeps a blank page open all along: a context left with no page makes Chromium set up its
 * next page from nothing. Measured on 2 cores, 18 visits of six pages in one context: 27 s and
 * 50 s of Chromium's CPU with each page closed before the next, 16 s and 26 s with a blank page kept.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

const idle = new Map<string, BrowserContext[]>();
const optionsKey = new WeakMap<BrowserContext, string>();
/** The origins each context's pages have been on, whose storage it forgets. */
const visited = new WeakMap<BrowserContext, Set<string>>();
/** Contexts taken again and not yet made to forget. */
const toForget = new WeakSet<BrowserContext>();
/** The blank page each keeps open: not closed when the context is given back. */
const keepers = new WeakMap<BrowserContext, Page>();

export async function takeContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const key = JSON.stringify(options);
  const reused = idle.get(key)?.pop();
  if (reused) {
    toForget.add(reused);
    return reused;
  }
  const context = await browser.newContext(options);
  keepers.set(context, await context.newPage());
  optionsKey.set(context, key);
  // One a test closed itself is not kept.
  context.on('close', () => optionsKey.delete(context));
  const origins = new Set<string>();
  visited.set(context, origins);
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) origins.add(origin);
    }),
  );
  return context;
}

/** Call with the first page opened in a context taken, before it loads anything. */
export async function forgetBeforeFirstPage(context: BrowserContext, page: Page): Promise<void> {
  if (!toForget.has(context)) return;
  toForget.delete(context);
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await Promise.all([...(visited.get(context) ?? [])].map((origin) => session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })));
  await session.detach();
  await Promise.all([context.clearCookies(), context.clearPermissions()]);
}

/** Closes the context's pages and keeps it for the next test that asks for the same options. */
export async function giveBack(context: BrowserContext): Promise<void> {
  const key = optionsKey.get(context);
  if (key === undefined) return context.close();
  const keeper = keepers.get(context);
  await Promise.all(
    context
      .pages()
      .filter((page) => page !== keeper)
      .map((page) => page.close()),
  );
  idle.set(key, [...(idle.get(key) ?? []), context]);
}

/** Forgets the contexts kept (their browser connection is closing). */
export function dropIdle(): void {
  idle.clear();
}
