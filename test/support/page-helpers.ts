/** Small helpers the browser tests share: waiting for frames, scrolling instantly, axe. */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { AxeResults, RunOptions, ElementContext } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { OpenedPage } from './browser.ts';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Waits two animation frames, so rAF-throttled scroll state has been applied. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Resolves once intersection observers have been told about the element's current position: a
 * fresh observer's first report comes in the same update as every older observer's, so after it
 * the page's own observers have run too. A condition, not a sleep.
 */
export async function intersectionsDelivered(page: Page, id: string): Promise<void> {
  await page.evaluate(
    (targetId) =>
      new Promise<void>((resolve) => {
        const target = document.getElementById(targetId);
        if (!target) throw new Error(`no #${targetId}`);
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          // Callbacks queued in the same update run before this task.
          setTimeout(resolve, 0);
        });
        observer.observe(target);
      }),
    id,
  );
}

/** Waits until every section has been revealed and every transition on the page has finished. */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(
    // getAnimations() flushes pending style changes, so a transition about to start is counted.
    () => !document.querySelector('[data-revealed="false"]') && document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

/**
 * Resolves once the page's entry has run, where the page has one: the boot script adds it a frame
 * after the first paint, which on a loaded machine can come after the network has been idle for
 * a while. Importing the same address waits for that one evaluation (a module runs once), so what
 * the entry logs has been logged.
 */
export async function entryHasRun(page: Page): Promise<void> {
  const entry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry);
  if (!entry) return;
  await page.waitForFunction((src) => document.querySelector(`script[type="module"][src="${src}"]`) !== null, entry);
  // A string, not a function: Vitest would rewrite an import() written in this file for Node.
  await page.evaluate(`import(${JSON.stringify(new URL(entry, page.url()).href)}).then(() => undefined)`);
}

/**
 * Brings an element into view, as a visitor scrolls to it, and waits for the frames that lay it
 * out: a section away from the screen is laid out only once it nears it (content-visibility),
 * and until then its text has no rendering (innerText is empty).
 */
export async function scrolledTo(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await nextFrames(locator.page());
}

/** The sum of the page's layout shifts so far, as CLS counts them (none after input). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing shifted.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/** Jumps to a scroll offset (bypassing the page's smooth scrolling) and lets the page react. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await nextFrames(page);
}

export async function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => {
    const el = document.getElementById(sectionId);
    if (!el) throw new Error(`no #${sectionId}`);
    return el.getBoundingClientRect().top + window.scrollY;
  }, id);
}

/**
 * Jumps to a section, as a visitor following its link does, and waits until it has slid into
 * place (reveal-sections.ts). A click pressed on a button that moves before it is released lands
 * on what is under the pointer then: on a loaded machine the slide could start after Playwright's
 * own check that the button was still, and the card around it got the click.
 */
export async function scrollToSection(page: Page, id: string): Promise<void> {
  await scrollToY(page, await sectionTop(page, id));
  await waitForReveal(page, id);
}

/** Waits until a section's reveal animation has finished (or never ran). */
export async function waitForReveal(page: Page, id: string): Promise<void> {
  await page.waitForFunction((sectionId) => {
    const inner = document.querySelector(`#${sectionId} > div`);
    if (!inner) return false;
    const style = getComputedStyle(inner);
    return style.opacity === '1' && style.transform === 'none';
  }, id);
}

/**
 * Records the page's scroll position at every scroll event from now on (call before what
 * scrolls); the function it returns reads the positions since the last read. Recording from
 * before the click, not sampling after it: on a busy machine a sampler started after the click
 * began once the smooth scroll had already ended, and saw only its end.
 */
export async function recordScrolling(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const positions: number[] = [];
    Object.assign(window, { scrollPositions: positions });
    addEventListener('scroll', () => positions.push(scrollY), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions.splice(0));
}

/** Scrolls through the whole page and back, so every section is revealed, as a visitor ends up seeing it. */
export async function revealAll(page: Page, step = 400): Promise<void> {
  await scrollThroughInPage(page, step);
  await animationsFinished(page);
}

/**
 * Down the page `step` pixels at a time, two frames on each (what the page's rAF-throttled scroll
 * handlers and observers need), then back to the top: in the page, one round trip in all. The
 * height is read at each step: a section is laid out (to its real height) as it nears the viewport.
 */
export async function scrollThroughInPage(page: Page, step: number): Promise<void> {
  await page.evaluate(async (by) => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += by) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames();
  }, step);
}

/** Runs axe-core in the page (every rule, or only those named); returns every violation, whatever its impact. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  // Judge settled colours: a section mid-fade would read as low contrast. Finished rather than
  // waited for: each frame of a fade is drawn, a sixth of the owner's suite's CPU in its waits
  // (getAnimations() flushes pending style, so a transition a scheme change is about to start is counted).
  await page.evaluate(() =>
    document.getAnimations().forEach((animation) => animation instanceof CSSTransition && animation.playState === 'running' && animation.finish()),
  );
  // Evaluated through the DevTools protocol: the page's CSP (rightly) refuses an inline <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (only) => {
      const { axe } = window as unknown as { axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> } };
      // The whole document, open dialogs included: nothing is excluded.
      const result = await axe.run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    rules && [...rules],
  );
  return violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.help} — ${v.targets.join(', ')}`);
}

/** Every browser test ends with the page's console clean and no request to another origin. */
export function expectClean(opened: Pick<OpenedPage, 'consoleProblems' | 'thirdPartyRequests'>): void {
  expect(opened.consoleProblems).toEqual([]);
  expect(opened.thirdPartyRequests).toEqual([]);
}

/** Records the page's CSP violations from its first script on (call before the page is opened); read them with cspViolations. */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

/** The CSP violations watchCspViolations recorded, as `directive blocked-uri`. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}
