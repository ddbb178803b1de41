/**
 * Every page's weight against the budgets, as problems a person can act on: each names the page
 * file, what is over and by how much, and what brings it back.
 *
 * What the code decides is a code problem: JavaScript over budget, a referenced file missing, CSS
 * not inlined or a stylesheet blocking the first paint, a page without the element its first
 * screen ends with, static page code in a client chunk. What the content decides — how many bytes
 * the owner's words and images make — is a content problem, which `npm run budget` only warns of
 * unless `--strict`.
 */
import { firstScreenElement } from '../site/first-screen.ts';
import { limitFor, type Budget, type ByteBudgetName } from './budgets.ts';
import { kB } from './measure.ts';
import type { PageWeight } from './page-weights.ts';

export interface Measure {
  budget: ByteBudgetName;
  /** How the report names it: `document`. */
  label: string;
  /** Decided by the code (a failure) rather than by the content (a warning unless --strict). */
  code: boolean;
  value: (weight: PageWeight) => number | undefined;
  /** What brings it back. */
  advice: (weight: PageWeight) => string;
}

const FIRST_SCREEN_ADVICE: Readonly<Record<string, string>> = {
  hero: 'what the first screen shows paints a round trip later; a shorter bio or headline paints sooner',
  'project dialog': 'the project paints a round trip later; a shorter description of it paints sooner',
};

export const MEASURES: readonly Measure[] = [
  {
    budget: 'firstRoundTripBytes',
    label: 'document + headers',
    code: false,
    value: (weight) => weight.document + weight.headers,
    advice: () => 'the page works, but its end arrives a round trip later; less text on it (fewer projects, shorter descriptions) brings it back',
  },
  {
    budget: 'firstScreenGzipBytes',
    label: 'first screen',
    code: false,
    value: (weight) => weight.firstScreen?.bytes,
    advice: (weight) => FIRST_SCREEN_ADVICE[weight.firstScreen?.what ?? ''] ?? 'the page paints a round trip later; less text on it paints sooner',
  },
  {
    budget: 'firstLoadJsGzipBytes',
    label: 'first-load JavaScript',
    code: true,
    value: (weight) => weight.load.js,
    advice: () =>
      'an island that hydrates at load or when idle and could wait for the first interaction or to be scrolled near, or a lighter dependency, brings it back',
  },
  {
    budget: 'firstLoadTotalGzipBytes',
    label: 'first-load total',
    code: false,
    value: (weight) => weight.load.total,
    advice: () => 'smaller images above the fold load sooner',
  },
];

/** `312 B` under a kilobyte, where `0.3 kB` would hide how close it is. */
const amount = (bytes: number) => (bytes < 1000 ? `${bytes} B` : kB(bytes));

/** Each page over a budget, in the pages' order: one problem per page and budget. */
function overBudget(weights: readonly PageWeight[], budget: Budget, code: boolean): string[] {
  const measures = MEASURES.filter((measure) => measure.code === code);
  return weights.flatMap((weight) =>
    measures.flatMap((measure) => {
      const value = measure.value(weight);
      const limit = limitFor(budget[measure.budget], weight.page.kind);
      if (value === undefined || value <= limit.amount) return [];
      const whose = limit.ownKind ? ` for ${weight.page.kind} pages` : '';
      return [
        `${weight.page.file}: ${label(measure, weight)} is ${kB(value)}, ${amount(value - limit.amount)} over its ${kB(limit.amount)} budget${whose}: ${measure.advice(weight)}`,
      ];
    }),
  );
}

function label(measure: Measure, weight: PageWeight): string {
  if (measure.budget !== 'firstScreenGzipBytes') return measure.label;
  const what = weight.firstScreen?.what ?? 'document';
  return what === 'document' ? 'first screen (the whole document)' : `first screen (to the end of its ${what})`;
}

/** What the code got wrong on a page, said the same way on every page it is on. */
function codeProblems({ page, load, firstScreen }: PageWeight): string[] {
  const problems = load.missing.map(
    (what) => `${what} is referenced but not in the build: a path in the code or the content names a file the build did not write`,
  );
  if (!load.inlineCss)
    problems.push(
      'the page’s CSS is not inlined, so its first paint waits for it: keep the first screen’s CSS in the page (scripts/pages/page-styles.ts)',
    );
  for (const href of load.stylesheets)
    problems.push(`render-blocking stylesheet ${href}: the first paint waits for it; inline the page’s CSS instead`);
  if (!firstScreen)
    problems.push(
      `no ${firstScreenElement(page.kind)}, where the page’s first screen ends: if the page has changed shape, say where it ends now in scripts/site/first-screen.ts`,
    );
  return problems;
}

/** Each code problem once, with the pages it is on. */
function onPages(weights: readonly PageWeight[]): string[] {
  const pages = new Map<string, string[]>();
  for (const weight of weights) {
    for (const problem of codeProblems(weight)) {
      const on = pages.get(problem);
      if (on) on.push(weight.page.file);
      else pages.set(problem, [weight.page.file]);
    }
  }
  return [...pages].map(([problem, on]) => {
    const named = on.slice(0, 3).join(', ');
    return `${problem} (${on.length > 3 ? `${named} and ${on.length - 3} other pages` : named})`;
  });
}

export interface BudgetProblems {
  /** Decided by the code: always a failure. */
  code: string[];
  /** Decided by how much the content says: the site works, a visitor waits a little longer. */
  content: string[];
}

export function budgetProblems(weights: readonly PageWeight[], budget: Budget): BudgetProblems {
  const serverOnly = weights[0]?.load.serverOnlyInClient ?? [];
  return {
    code: [
      ...onPages(weights),
      ...serverOnly.map((module) => `static page code reached the browser: ${module}`),
      ...overBudget(weights, budget, true),
    ],
    content: overBudget(weights, budget, false),
  };
}

/**
 * What fails `npm run budget` and what it only warns of: the code's problems always fail; what the
 * content decides (its bytes, how long its pages take to lay out: `tasks`) fails with `--strict`
 * alone, so valid content never turns the owner's CI red.
 */
export function budgetVerdict(problems: BudgetProblems, tasks: readonly string[], strict: boolean): { failures: string[]; warnings: string[] } {
  const content = [...problems.content, ...tasks];
  return strict ? { failures: [...problems.code, ...content], warnings: [] } : { failures: problems.code, warnings: content };
}
