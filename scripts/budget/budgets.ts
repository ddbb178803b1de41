/**
 * The budgets in package.json → "budget": bytes (gzipped, as hosts send them), and the longest
 * main-thread task after the first paint on the reference phone, in milliseconds. Each is a
 * number, or, where kinds of page differ, an object by page kind (`home`, `projects`, `writing`,
 * `posts`, `tags`, `404`: the kinds of scripts/site/built-pages.ts) with a `default` for every
 * other kind, so a kind added later is held to the default the day it is built:
 * `{ "default": 14300, "projects": 19000 }`.
 */
export const BUDGET_NAMES = [
  'firstRoundTripBytes',
  'firstScreenGzipBytes',
  'firstLoadJsGzipBytes',
  'firstLoadTotalGzipBytes',
  'longestTaskMs',
] as const;

/** The budgets of a page's weight, in bytes. */
export type ByteBudgetName = Exclude<BudgetName, 'longestTaskMs'>;

export type BudgetName = (typeof BUDGET_NAMES)[number];
export type Limit = number | { readonly default: number; readonly [kind: string]: number };
export type Budget = Readonly<Record<BudgetName, Limit>>;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function isLimit(value: unknown): value is Limit {
  if (isAmount(value)) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return 'default' in value && Object.values(value).every(isAmount);
}

/** package.json's "budget", checked: every budget there, each a number of bytes or an object by kind with a default, and no other. */
export function readBudget(value: unknown): Budget {
  const where = 'package.json → "budget"';
  if (typeof value !== 'object' || value === null) throw new Error(`${where} is missing: it holds ${BUDGET_NAMES.join(', ')}`);
  const entries = Object.entries(value);
  const unknown = entries.filter(([name]) => !(BUDGET_NAMES as readonly string[]).includes(name)).map(([name]) => name);
  if (unknown.length) throw new Error(`${where} has ${unknown.join(', ')}, which is not a budget: the budgets are ${BUDGET_NAMES.join(', ')}`);
  for (const name of BUDGET_NAMES) {
    if (!isLimit((value as Record<string, unknown>)[name]))
      throw new Error(
        name === 'longestTaskMs'
          ? `${where}.${name} must be a number of milliseconds, or an object of them by page kind with a "default": { "default": 50 }`
          : `${where}.${name} must be a number of gzipped bytes, or an object of them by page kind with a "default": { "default": 14300, "projects": 19000 }`,
      );
  }
  return value as Budget;
}

/** A budget's amount (bytes, or milliseconds) for a kind of page, and whether it is that kind's own rather than the default. */
export function limitFor(limit: Limit, kind: string): { amount: number; ownKind: boolean } {
  if (typeof limit === 'number') return { amount: limit, ownKind: false };
  const own = Object.hasOwn(limit, kind) && kind !== 'default' ? limit[kind] : undefined;
  return own === undefined ? { amount: limit.default, ownKind: false } : { amount: own, ownKind: true };
}
