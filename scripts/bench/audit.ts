/**
 * One Lighthouse audit of one address (mobile defaults: simulated slow 4G, 4× CPU slowdown), kept
 * as the figures the benchmark reports, and the medians of several.
 */
import lighthouse from 'lighthouse';
import { median } from '../stats.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

export type Figures = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS | 'longestTask' | 'bytes', number>;

export interface AuditResult extends Figures {
  /** The largest contentful paint's element, as Lighthouse shows it, shortened (describeElement). */
  lcpElement: string;
}

interface LcpNode {
  snippet?: string;
  selector?: string;
  nodeLabel?: string;
}

/** The node of the `largest-contentful-paint-element` audit: a list whose first table's one row is the element. */
export function lcpNodeOf(details: unknown): LcpNode | undefined {
  const tables = (details as { items?: { items?: { node?: LcpNode }[] }[] } | undefined)?.items;
  return tables?.[0]?.items?.[0]?.node;
}

// What makes a start tag long without telling which element it is.
const NOISE = /\s+(class|style|alt|srcset|sizes|decoding|loading|fetchpriority|width|height|aria-[\w-]+|data-[\w-]+)="[^"]*"/g;

/**
 * The LCP element, short enough for a table row: its start tag without the attributes that only
 * make it long, and the start of its text when it has no address of its own (a paragraph, a heading).
 */
export function describeElement(node: LcpNode | undefined): string {
  if (!node) return 'none';
  // Lighthouse writes an image's address in full, with the test server's port, which changes with every sitting.
  const tag = (node.snippet ?? '')
    .replace(NOISE, '')
    .replace(/\b(src|href)="https?:\/\/[^/"]+/g, '$1="')
    .replace(/\s+/g, ' ')
    .trim();
  if (!tag) return node.selector ?? 'unknown';
  const text = node.nodeLabel?.replace(/\s+/g, ' ').trim() ?? '';
  if (/\ssrc=/.test(tag) || !text) return tag;
  // A few words, cut between two (or inside one too long to keep).
  const words = text.length > 24 ? `${text.slice(0, 25).replace(/\s*\S*$/, '') || text.slice(0, 24)}…` : text;
  return `${tag} “${words}”`;
}

/**
 * The longest main-thread task that starts once the page has painted (the `long-tasks` audit's
 * items, in simulated ms): what keeps a tap on the page waiting. Before the first paint there is
 * nothing to tap, and Chrome's own start-up task, which a bare page has too, comes then.
 */
export function longestTaskAfter(details: unknown, firstPaint: number): number {
  const tasks = (details as { items?: { duration: number; startTime: number }[] } | undefined)?.items ?? [];
  return Math.max(0, ...tasks.filter((task) => task.startTime >= firstPaint).map((task) => task.duration));
}

export interface AuditOptions {
  /** The page is meant to answer with an error status (the 404 page at an unknown address), which Lighthouse otherwise refuses to measure. */
  expectError?: boolean;
  /** How much slower than this machine the simulated phone's CPU is: Lighthouse's mobile default is 4. */
  cpuSlowdown?: number;
}

export async function audit(url: string, port: number, { expectError = false, cpuSlowdown = 4 }: AuditOptions = {}): Promise<AuditResult> {
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ignoreStatusCode: expectError,
    // Merged into the mobile defaults (simulated slow 4G): only the CPU's slowdown changes.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const result = {} as AuditResult;
  for (const c of CATEGORIES) result[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
  for (const [name, id] of Object.entries(METRICS)) result[name as keyof typeof METRICS] = lhr.audits[id]?.numericValue ?? NaN;
  result.longestTask = longestTaskAfter(lhr.audits['long-tasks']?.details, result.FCP);
  // Everything the emulated phone (412 px wide) downloaded during the load, as transferred.
  result.bytes = lhr.audits['total-byte-weight']?.numericValue ?? NaN;
  result.lcpElement = describeElement(lcpNodeOf(lhr.audits['largest-contentful-paint-element']?.details));
  return result;
}

export interface Summary extends Figures {
  /** The LCP element seen most often, and in how many of the runs. */
  lcpElement: string;
  lcpElementRuns: number;
  runs: number;
}

/** The median of each figure over the runs, and the LCP element most runs found. */
export function summarise(results: readonly AuditResult[]): Summary {
  if (results.length === 0) throw new Error('no audits to summarise');
  const figures = {} as Figures;
  for (const key of [...CATEGORIES, ...Object.keys(METRICS), 'longestTask', 'bytes'] as (keyof Figures)[])
    figures[key] = median(results.map((r) => r[key]));
  const counts = new Map<string, number>();
  for (const r of results) counts.set(r.lcpElement, (counts.get(r.lcpElement) ?? 0) + 1);
  // A tie goes to the element seen first.
  const [lcpElement, lcpElementRuns] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return { ...figures, lcpElement, lcpElementRuns, runs: results.length };
}
