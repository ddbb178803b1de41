/** Small helpers the browser tests share: waiting for frames, scrolling instantly, axe. */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { OpenedPage } from './browser.ts';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Waits two animation frames, so rAF-throttled scroll state has been applied. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
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

/** Samples window.scrollY over time while something scrolls. */
export async function sampleScroll(page: Page, ms = 400): Promise<number[]> {
  return page.evaluate(
    (duration) =>
      new Promise<number[]>((resolve) => {
        const samples: number[] = [];
        const start = performance.now();
        const tick = () => {
          samples.push(window.scrollY);
          if (performance.now() - start < duration) requestAnimationFrame(tick);
          else resolve(samples);
        };
        tick();
      }),
    ms,
  );
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Every browser test ends with the page's console clean and no request to another origin. */
export function expectClean(opened: Pick<OpenedPage, 'consoleProblems' | 'thirdPartyRequests'>): void {
  expect(opened.consoleProblems).toEqual([]);
  expect(opened.thirdPartyRequests).toEqual([]);
}
