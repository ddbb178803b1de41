/**
 * Opens pages of the built site in the shared Chromium, recording console errors and failed
 * requests so every test can assert the page stayed clean.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { dropIdle, forgetBeforeFirstPage, giveBack, takeContext } from './context-pool.ts';
import { pageSettled } from '../../scripts/site/page-settled.ts';
import { watchPage, type PageWatch } from './page-watch.ts';

let browser: Browser | undefined;
/** Contexts opened inside a test: closed after it, passed or failed, so no page outlives its test. */
const openedByTest = new Set<BrowserContext>();
/** Contexts opened in a beforeAll, which its tests share: closed after the file, unless closed before. */
const openedBySuite = new Set<BrowserContext>();
let inTest = false;

async function connect(): Promise<Browser> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  return browser;
}

/** Gives the contexts back to the pool (context-pool.ts), their pages closed. */
async function closeAll(contexts: Set<BrowserContext>): Promise<void> {
  const closing = [...contexts];
  contexts.clear();
  await Promise.all(closing.map(giveBack));
}

/**
 * The hooks that close what tests open, registered for every test file by browser-hooks.ts (a
 * setup file): with isolation off, this module is evaluated once per worker, not once per file.
 */
export function registerBrowserHooks(): void {
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await closeAll(openedByTest);
  });
  afterAll(async () => {
    await closeAll(openedBySuite);
    dropIdle();
    await browser?.close();
    browser = undefined;
  });
}

export interface OpenedPage extends Omit<PageWatch, 'stop'> {
  page: Page;
  close: () => Promise<void>;
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 800, height: 1000 },
  small: { width: 643, height: 900 },
  phone458: { width: 458, height: 860 },
  phone: { width: 390, height: 844 },
} as const;

/** The address of a page of the sample site, or of another site served beside it (a showcase look: `teal`). */
export function siteUrl(path = '/', site?: string): string {
  return new URL(path, site === undefined ? inject('baseUrl') : baseOf(site)).href;
}

function baseOf(site: string): string {
  const url = inject('otherSites')[site];
  if (!url) throw new Error(`no site ${site} is served: the browser tests serve ${Object.keys(inject('otherSites')).join(', ')}`);
  return url;
}

export interface OpenOptions {
  /** Runs before the page is requested (to route or hold requests). */
  prepare?: (page: Page) => Promise<void>;
  /**
   * What to wait for. By default, the page as a visitor first has it: loaded, styled, and its
   * islands in reach hydrated (page-settled.ts); with JavaScript off, the load event.
   */
  waitUntil?: 'domcontentloaded' | 'load' | 'networkidle';
  /** Another site served beside the sample (a showcase look): its page at `path`. */
  site?: string;
  /**
   * A context already open (another page of the same visit): the page opens in it, with the
   * options' `javaScriptEnabled` alone applied, and closing it closes only the page.
   */
  context?: BrowserContext;
}

/** A context of the shared Chromium at the desktop viewport; the caller closes it. */
export async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return (await connect()).newContext({ viewport: viewports.desktop, ...options });
}

export async function openPage(
  path = '/',
  options: BrowserContextOptions = {},
  { prepare, waitUntil, site, context: shared }: OpenOptions = {},
): Promise<OpenedPage & { status: number | undefined; context: BrowserContext }> {
  const context = shared ?? (await takeContext(await connect(), { viewport: viewports.desktop, ...options }));
  if (!shared) (inTest ? openedByTest : openedBySuite).add(context);
  const page = await context.newPage();
  await forgetBeforeFirstPage(context, page);
  // What the context option does in Chromium, for this page only.
  if (shared && options.javaScriptEnabled === false)
    await (await context.newCDPSession(page)).send('Emulation.setScriptExecutionDisabled', { value: true });
  const { consoleProblems, thirdPartyRequests } = watchPage(page, new URL(siteUrl('/', site)).origin);
  await prepare?.(page);
  const response = await page.goto(siteUrl(path, site), { waitUntil: waitUntil ?? 'load' });
  if (!waitUntil && options.javaScriptEnabled !== false) await pageSettled(page);
  const close = () => (shared ? page.close() : closeContext(context));
  return { page, context, consoleProblems, thirdPartyRequests, status: response?.status(), close };
}

async function closeContext(context: BrowserContext): Promise<void> {
  openedByTest.delete(context);
  openedBySuite.delete(context);
  await giveBack(context);
}
