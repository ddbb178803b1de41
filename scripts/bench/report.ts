/** The benchmark's summary: one row per page and floor, the medians of its runs, as a plain-text table. */
import type { Summary } from './audit.ts';
import { HERO_FLOOR, type Target } from './targets.ts';

export interface Column {
  title: string;
  /** Text reads from the left; figures line up on the right. */
  align?: 'left' | 'right';
}

/** Columns padded to their widest cell, two spaces apart, the title row first, no space at the end of a line. */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string[] {
  const widths = columns.map((column, i) => Math.max(column.title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    columns
      .map((column, i) => (column.align === 'right' ? (cells[i] ?? '').padStart(widths[i] ?? 0) : (cells[i] ?? '').padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.title)), ...rows.map(line)];
}

/** Text cut at `max` characters, an ellipsis saying so. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const COLUMNS: Column[] = [
  { title: 'page' },
  ...['perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'longest after FCP', 'CLS', 'KB', 'LCP ÷ floor'].map((title): Column => ({
    title,
    align: 'right',
  })),
  { title: 'floor' },
  { title: 'LCP ÷ hero floor', align: 'right' },
  { title: 'LCP element' },
];

const ms = (value: number) => String(Math.round(value));

/** What the table's figures are, said once above it. */
export function summaryHeading(runs: number, cpuSlowdown = 4): string[] {
  return [
    `Medians of ${runs} Lighthouse run${runs === 1 ? '' : 's'} per page, all in one sitting, interleaved (mobile: simulated slow 4G, ${cpuSlowdown}× CPU slowdown).`,
    'Scores 0–100; FCP, LCP, TBT and the longest main-thread task that starts after the first paint, in ms; CLS; KB transferred during the load;',
    'LCP ÷ floor: the median LCP over the median LCP of the floor it is judged against; LCP element: the one most runs found.',
  ];
}

/** The table of a sitting: every target's medians, and each page's median LCP over its floor's and over the hero floor's. */
export function summaryTable(targets: readonly Target[], summaries: ReadonlyMap<string, Summary>): string[] {
  const ratio = (lcp: number, floor: string) => {
    const floorLcp = summaries.get(floor)?.LCP;
    return floorLcp === undefined ? '–' : (lcp / floorLcp).toFixed(2);
  };
  const rows = targets.flatMap((target) => {
    const s = summaries.get(target.label);
    if (!s) return [];
    const element = cut(s.lcpElement, 60) + (s.lcpElementRuns < s.runs ? ` (${s.lcpElementRuns} of ${s.runs} runs)` : '');
    return [
      [
        target.label,
        ...[s.performance, s.accessibility, s['best-practices'], s.seo].map(String),
        ...[s.FCP, s.LCP, s.TBT, s.longestTask].map(ms),
        s.CLS.toFixed(3),
        (s.bytes / 1024).toFixed(0),
        target.floor === undefined ? '–' : ratio(s.LCP, target.floor),
        target.floor ?? '–',
        target.label === HERO_FLOOR ? '–' : ratio(s.LCP, HERO_FLOOR),
        element,
      ],
    ];
  });
  return formatTable(COLUMNS, rows);
}
