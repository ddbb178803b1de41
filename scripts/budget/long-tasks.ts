/**
 * The longest main-thread task after the first paint of each page given, as on the reference
 * phone: each page is loaded in Chromium (a phone's screen, an empty cache, as Lighthouse loads
 * it) and traced until it has settled (every island that starts without an interaction hydrated);
 * its longest task in CPU time (main-thread-tasks.ts) is scaled by this machine's yardstick
 * (cpu-yardstick.ts), run just before and just after the load, so that a stretch of seconds in
 * which the machine is slower (a neighbour on shared hardware) slows both alike. Each page is
 * loaded up to `loads` times and its shortest longest task kept (load-passes.ts).
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import type { BuiltPage } from '../site/built-pages.ts';
import { startStaticServer } from '../static-server.ts';
import { phoneSlowdown, YARDSTICK_IN_PAGE, YARDSTICK_RUNS } from './cpu-yardstick.ts';
import { loadInPasses } from './load-passes.ts';
import { longestTask, tasksAfterFirstPaint, type TraceEvent } from './main-thread-tasks.ts';
import { settledForTrace, SETTLE_TIMEOUT_MS } from './trace-end.ts';

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
  /** How many times longer a task takes on the reference phone than here: the median over the loads kept. */
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

const traceLoad = (browser: Browser, url: string) =>
  traced(browser, async (page, cdp) => {
    await page.goto(url, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
    await settledForTrace(cdp, url);
  });

/**
 * The yardstick, run in a blank page of its own that stays open beside the loads. Each run's CPU
 * time is the page's main thread's across it (the DevTools protocol's ThreadTime, in thread
 * ticks), not read from a trace, where a run whose events the trace dropped would leave a smaller
 * task in its place.
 */
interface Yardstick {
  /** Runs it `times` times: its fastest of them, in CPU milliseconds. */
  fastestOf(times: number): Promise<number>;
  close(): Promise<void>;
}

async function openYardstick(browser: Browser): Promise<Yardstick> {
  const context = await browser.newContext();
  const cdp = await context.newCDPSession(await context.newPage());
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const threadTime = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = metrics.find(({ name }) => name === 'ThreadTime');
    if (!metric) throw new Error('Chromium reports no ThreadTime metric: the yardstick cannot be run');
    return metric.value * 1000;
  };
  return {
    async fastestOf(times) {
      let fastest = Infinity;
      for (let run = 0; run < times; run++) {
        const start = await threadTime();
        await cdp.send('Runtime.evaluate', { expression: YARDSTICK_IN_PAGE });
        fastest = Math.min(fastest, (await threadTime()) - start);
      }
      return fastest;
    },
    close: () => context.close(),
  };
}

/**
 * Yardstick runs between two loads: a machine's speed drifts over seconds (what else it runs, a
 * neighbour on shared hardware, Chromium's own processes), and a load is scaled by the fastest of
 * the runs on either side of it, taken over the same stretch of time. One fastest run over the
 * whole measurement would, on a machine that was fast for a few seconds, scale every later load
 * as if it still were.
 */
const RUNS_BETWEEN_LOADS = 3;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** `budgetMs`: a page's budget on the reference phone; each page is loaded up to `loads` times (load-passes.ts). */
export async function measureLongTasks(
  dist: string,
  pages: readonly BuiltPage[],
  loads: number,
  budgetMs: (page: BuiltPage) => number,
): Promise<LongTasks> {
  const server = await startStaticServer(dist);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const yardstick = await openYardstick(browser);
  try {
    // Its first runs warm the JavaScript engine up.
    await yardstick.fastestOf(YARDSTICK_RUNS);
    let runsBefore = await yardstick.fastestOf(RUNS_BETWEEN_LOADS);
    const measuring = await loadInPasses(pages, loads, budgetMs, async (page) => {
      const here = longestTask(tasksAfterFirstPaint(await traceLoad(browser, server.url + page.url)));
      const runsAfter = await yardstick.fastestOf(RUNS_BETWEEN_LOADS);
      const slowdown = phoneSlowdown(Math.min(runsBefore, runsAfter));
      runsBefore = runsAfter;
      return { here, slowdown };
    });
    return {
      pages: measuring.map(({ page, here, phone, error }) => (error === undefined ? { page, here, phone } : { page, here: NaN, phone: NaN, error })),
      slowdown: median(measuring.filter(({ error }) => error === undefined).map(({ slowdown }) => slowdown)),
    };
  } finally {
    await yardstick.close();
    await browser.close();
    await server.close();
  }
}
