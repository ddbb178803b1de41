/**
 * When a page is as a visitor first has it: its stylesheet applied (or failed), its fonts loaded,
 * and every island that starts on load or when idle, or that is within the hydration lookahead of
 * the viewport, hydrated (not those that wait for a first interaction). The browser tests wait for
 * it instead of the network falling idle (half a second of nothing, on every page a test opens:
 * 293 s → 243 s), and the budget's long-task check traces a page's load up to it.
 */
import type { Page } from 'playwright-core';
import { VISIBLE_LOOKAHEAD_PX } from '../../src/islands/schedule.ts';

/**
 * Whether the page has settled, run in the page. No function is named inside it: a compiler that
 * keeps names (tsx) would call a helper the page does not have.
 */
function isSettled(lookahead: number): boolean {
  const waiting = [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')].filter((island) => {
    // Islands that wait for the visitor's first interaction wait for the test's, as for a visitor's.
    if (island.dataset.hydrate === 'interaction') return false;
    if (island.dataset.hydrate !== 'visible') return true;
    // As the islands' IntersectionObserver sees them: by their content's boxes, a hidden one has none.
    return [...island.children].some((child) => {
      const box = child.getBoundingClientRect();
      return box.height > 0 && box.bottom > -lookahead && box.top < innerHeight + lookahead;
    });
  });
  return waiting.length === 0 && !document.documentElement.hasAttribute('data-stylesheet') && document.fonts.status === 'loaded';
}

/**
 * The same, without forcing the page's pending style and layout into the caller's task (which
 * reading the islands' boxes would: one longer task the page itself never runs). The islands that
 * wait to be seen are asked the runtime's own question, by an IntersectionObserver with the same
 * margin (islands/schedule.ts), whose answer comes with the page's next frame.
 */
function settledWithoutForcingLayout(lookahead: number): Promise<boolean> {
  const root = document.documentElement;
  if (root.hasAttribute('data-stylesheet') || document.fonts.status !== 'loaded') return Promise.resolve(false);
  const waiting = [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')].filter(
    (island) => island.dataset.hydrate !== 'interaction',
  );
  if (waiting.some((island) => island.dataset.hydrate !== 'visible')) return Promise.resolve(false);
  const content = waiting.flatMap((island) => [...island.children]);
  if (content.length === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        observer.disconnect();
        resolve(!entries.some((entry) => entry.isIntersecting));
      },
      { rootMargin: `${lookahead}px 0px` },
    );
    content.forEach((element) => observer.observe(element));
    // A page that draws no frame (one in the background) answers nothing: the poll asks again, it does not hang.
    setTimeout(() => {
      observer.disconnect();
      resolve(false);
    }, 1000);
  });
}

/**
 * That, as an expression (a promise) the budget polls over the DevTools protocol, where no
 * test-harness script has to compile in the page first (and which a page's policy against eval
 * does not refuse).
 */
export const PAGE_SETTLED = `(${settledWithoutForcingLayout.toString()})(${VISIBLE_LOOKAHEAD_PX})`;

export async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(isSettled, VISIBLE_LOOKAHEAD_PX);
}
