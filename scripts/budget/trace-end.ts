/**
 * When the trace of a page's load can end (long-tasks.ts): once the page has settled, as a
 * visitor first has it (site/page-settled.ts), and then has painted, drawn a frame and been idle.
 */
import type { CDPSession } from 'playwright-core';
import { PAGE_SETTLED } from '../site/page-settled.ts';

/**
 * Once the page's first contentful paint has reached the screen, a frame, then both the browser's
 * idle periods after the page's last task: what the page does in the first frame after its load
 * (a task it schedules there) is in the trace, and React renders in slices, and the hydration
 * queue yields between islands. A page with nothing to wait for is settled at its load, when an
 * idle period can come before that frame; and on a busy machine the paint can reach the screen
 * after the page's first tasks, which the trace must outlast to tell them from those after it.
 */
const AFTER_PAINT_A_FRAME_IDLE_TWICE = `new Promise((resolve) => {
  const painted = (entries) => entries.some((entry) => entry.name === 'first-contentful-paint');
  let timer;
  const observer = new PerformanceObserver((list) => painted(list.getEntries()) && then());
  const then = () => {
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => setTimeout(() =>
      requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }), { timeout: 2000 })));
  };
  if (painted(performance.getEntriesByType('paint'))) return then();
  observer.observe({ type: 'paint' });
  // A page that paints nothing with content is measured as it is: its trace then says it has no paint.
  timer = setTimeout(then, 10000);
})`;
export const SETTLE_TIMEOUT_MS = 60_000;

/**
 * Polls the page over the DevTools protocol until it has settled: each poll a small expression,
 * where Playwright's own waiting would first compile its injected script in the page, a task that
 * is the measurement's, not the page's.
 */
export async function settledForTrace(cdp: CDPSession, url: string): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: PAGE_SETTLED, awaitPromise: true, returnByValue: true });
    if (result.value === true) break;
    if (Date.now() > deadline)
      throw new Error(`${url} did not settle in ${SETTLE_TIMEOUT_MS / 1000} s: an island that starts on load never hydrated`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await cdp.send('Runtime.evaluate', { expression: AFTER_PAINT_A_FRAME_IDLE_TWICE, awaitPromise: true });
}
