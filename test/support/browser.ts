/**
 * Opens pages of the built site in the shared Chromium, recording console errors and failed
 * requests so every test can assert the page stayed clean.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { pageSettled } from './page-settled.ts';

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

async function closeAll(contexts: Set<BrowserContext>): Promise<void> {
  const closing = [...contexts];
  contexts.clear();
  await Promise.all(closing.map((context) => context.close()));
}

beforeEach(() => {
  inTest = true;
});

afterEach(async () => {
  inTest = false;
  await closeAll(openedByTest);
});

afterAll(async () => {
  await closeAll(openedBySuite);
  await browser?.close();
  browser = undefined;
});

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions, in order. */
  consoleProblems: string[];
  /** Requests that went to another origin than the site's. */
  thirdPartyRequests: string[];
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
  /**
   * The caller closes what it opens (tests that run concurrently: the hook that closes a test's
   * contexts after it cannot tell whose they are).
   */
  closedByCaller?: boolean;
}

export async function openPage(
  path = '/',
  options: BrowserContextOptions = {},
  { prepare, waitUntil, site, context: shared, closedByCaller }: OpenOptions = {},
): Promise<OpenedPage & { status: number | undefined; context: BrowserContext }> {
  const context = shared ?? (await (await connect()).newContext({ viewport: viewports.desktop, ...options }));
  if (!shared && !closedByCaller) (inTest ? openedByTest : openedBySuite).add(context);
  const page = await context.newPage();
  // What the context option does in Chromium, for this page only.
  if (shared && options.javaScriptEnabled === false)
    await (await context.newCDPSession(page)).send('Emulation.setScriptExecutionDisabled', { value: true });
  const consoleProblems: string[] = [];
  const thirdPartyRequests: string[] = [];
  const origin = new URL(siteUrl('/', site)).origin;
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') consoleProblems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => consoleProblems.push(`exception: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) thirdPartyRequests.push(url);
  });
  await prepare?.(page);
  const response = await page.goto(siteUrl(path, site), { waitUntil: waitUntil ?? 'load' });
  if (!waitUntil && options.javaScriptEnabled !== false) await pageSettled(page);
  const close = () => (shared ? page.close() : closeContext(context));
  return { page, context, consoleProblems, thirdPartyRequests, status: response?.status(), close };
}

async function closeContext(context: BrowserContext): Promise<void> {
  openedByTest.delete(context);
  openedBySuite.delete(context);
  await context.close();
}
