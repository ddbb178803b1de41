/**
 * The longest main-thread task after the first paint of each page given, as on the reference
 * phone: each page is loaded in Chromium (a phone's screen, an empty cache, as Lighthouse loads
 * it) and traced until it has settled (every island that starts without an interaction hydrated);
 * its longest task in CPU time (main-thread-tasks.ts) is scaled by this machine's yardstick
 * (cpu-yardstick.ts). Each page is loaded `loads` times and its shortest longest task kept: what
 * the machine does beside it can only lengthen a load.
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import { PAGE_SETTLED } from '../site/page-settled.ts';
import type { BuiltPage } from '../site/built-pages.ts';
import { startStaticServer } from '../static-server.ts';
import { phoneSlowdown, YARDSTICK_IN_PAGE, YARDSTICK_RUNS } from './cpu-yardstick.ts';
import { longestTask, tasksAfterFirstPaint, topLevelTasks, type TraceEvent } from './main-thread-tasks.ts';

export interface PageTasks {
  page: BuiltPage;
  /** The longest task after the first paint, in CPU milliseconds on this machine. */
  here: number;
  /** The same task on the reference phone, in milliseconds. */
  phone: number;
  /** Why the page could not be measured (then both figures are NaN). */
  error?: string;
}

export interface LongTasks {
  pages: PageTasks[];
  /** How many times longer a task takes on the reference phone than here. */
  slowdown: number;
}

/** What the trace needs: the scheduler's tasks with their CPU time, and the first paint. */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'].join(',');

/** Lighthouse's mobile screen (a Moto G Power): the page lays out as on a phone. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The trace of what `act` makes a new page (a phone's, with an empty cache) do. */
async function traced(browser: Browser, act: (page: Page, cdp: CDPSession) => Promise<void>): Promise<TraceEvent[]> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await act(page, cdp);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/** Both the browser's idle periods after the page's last task: React renders in slices, and the hydration queue yields between islands. */
const IDLE_TWICE = `new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }), { timeout: 2000 }))`;
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * Polls the page over the DevTools protocol until it has settled: each poll a small expression,
 * where Playwright's own waiting would first compile its injected script in the page, a task that
 * is the measurement's, not the page's.
 */
async function settled(cdp: CDPSession, url: string): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: PAGE_SETTLED, returnByValue: true });
    if (result.value === true) break;
    if (Date.now() > deadline)
      throw new Error(`${url} did not settle in ${SETTLE_TIMEOUT_MS / 1000} s: an island that starts on load never hydrated`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await cdp.send('Runtime.evaluate', { expression: IDLE_TWICE, awaitPromise: true });
}

const traceLoad = (browser: Browser, url: string) =>
  traced(browser, async (page, cdp) => {
    await page.goto(url, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
    await settled(cdp, url);
  });

/** The yardstick's CPU time here: the fastest of its runs, each a task of its own in a traced blank page. */
async function yardstick(browser: Browser): Promise<number> {
  const events = await traced(browser, async (_page, cdp) => {
    for (let run = 0; run < YARDSTICK_RUNS; run++) await cdp.send('Runtime.evaluate', { expression: YARDSTICK_IN_PAGE });
  });
  // The runs are the page's longest tasks by far; the others are the browser's own messages.
  const runs = topLevelTasks(events)
    .sort((a, b) => b.cpu - a.cpu)
    .slice(0, YARDSTICK_RUNS);
  return Math.min(...runs.map((task) => task.cpu));
}

/** A page's longest task over its loads: a load that fails (a timeout on a slow machine) is tried once more. */
async function longestOf(browser: Browser, url: string, loads: number): Promise<number> {
  let here = Infinity;
  let failures = 0;
  for (let load = 0; load < loads;) {
    try {
      here = Math.min(here, longestTask(tasksAfterFirstPaint(await traceLoad(browser, url))));
      load++;
    } catch (error) {
      if (++failures > 1) throw error;
    }
  }
  return here;
}

export async function measureLongTasks(dist: string, pages: readonly BuiltPage[], loads: number): Promise<LongTasks> {
  const server = await startStaticServer(dist);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    // Before the pages and after them, the faster kept: Chromium's other processes are still starting at the first.
    const before = await yardstick(browser);
    const measured: PageTasks[] = [];
    for (const page of pages) {
      try {
        measured.push({ page, here: await longestOf(browser, server.url + page.url, loads), phone: 0 });
      } catch (error) {
        measured.push({ page, here: NaN, phone: NaN, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      }
    }
    const slowdown = phoneSlowdown(Math.min(before, await yardstick(browser)));
    return { pages: measured.map((tasks) => ({ ...tasks, phone: tasks.here * slowdown })), slowdown };
  } finally {
    await browser.close();
    await server.close();
  }
}
