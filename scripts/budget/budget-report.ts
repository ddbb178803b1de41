/**
 * What `npm run budget` prints before its verdict: the home page's first load by chunk, package
 * and module; the first-load JavaScript of each other kind of page where it differs from the
 * home page's; then one line per kind of page and language, with the largest figures among its
 * pages against their budgets.
 */
import { onePagePerKind, pageLabel } from '../site/built-pages.ts';
import { limitFor, type Budget } from './budgets.ts';
import { MEASURES } from './budget-check.ts';
import { kB, type FirstLoadWeight } from './measure.ts';
import type { PageWeight } from './page-weights.ts';

const sized = ([name, size]: readonly [string, number]) => `  ${kB(size).padStart(9)}  ${name}`;
const names = (list: readonly string[]) => list.join(', ') || 'none';

/** One page's first load, by chunk, by package and by module of the site's own code. */
export function firstLoadListing(label: string, weight: FirstLoadWeight): string[] {
  return [
    `${label}: islands hydrated without interaction: ${names(weight.eagerIslands)}; when scrolled near: ${names(weight.lazyIslands)}`,
    ...weight.rows.map(sized),
    'first-load JavaScript by package (estimated):',
    ...weight.byPackage.map(sized),
    'the site’s own first-load modules (estimated):',
    ...weight.appModules.map(sized),
  ];
}

const scriptFiles = (weight: PageWeight) => weight.load.rows.filter(([name]) => name.endsWith('.js'));

/** For each kind of page whose first-load JavaScript differs from the home page's: what it loads besides, and what it does not. */
export function otherScriptsListing(weights: readonly PageWeight[], home: PageWeight): string[] {
  const homeFiles = new Set(scriptFiles(home).map(([name]) => name));
  const seen = new Set([home.page.kind]);
  return onePagePerKind(weights.map((weight) => weight.page)).flatMap((page) => {
    const weight = weights.find((w) => w.page === page);
    if (!weight || seen.has(page.kind)) return [];
    seen.add(page.kind);
    const files = scriptFiles(weight);
    const added = files.filter(([name]) => !homeFiles.has(name));
    const dropped = scriptFiles(home).filter(([name]) => !files.some(([other]) => other === name));
    if (!added.length && !dropped.length) return [];
    return [
      `first-load JavaScript of a ${page.kind} page (${page.file}): ${kB(weight.load.js)}; islands hydrated without interaction: ${names(weight.load.eagerIslands)}`,
      ...added.map(([name, size]) => `  + ${kB(size).padStart(7)}  ${name}`),
      ...dropped.map(([name, size]) => `  − ${kB(size).padStart(7)}  ${name}`),
    ];
  });
}

const percent = (value: number, of: number) => `${Math.round((value / of) * 100)} %`;

/** One line per kind of page and language: each figure the largest among its pages, against its budget; the page named is the one with the largest document. */
export function kindTable(weights: readonly PageWeight[], budget: Budget): string[] {
  const groups = new Map<string, PageWeight[]>();
  for (const weight of weights) {
    const label = pageLabel(weight.page);
    const group = groups.get(label);
    if (group) group.push(weight);
    else groups.set(label, [weight]);
  }
  const rows = [...groups].map(([label, group]) => {
    const kind = group[0]?.page.kind ?? '';
    const cells = MEASURES.map((measure) => {
      const values = group.map(measure.value).filter((value) => value !== undefined);
      const limit = limitFor(budget[measure.budget], kind).amount;
      if (!values.length) return 'none';
      const largest = Math.max(...values);
      return `${(largest / 1000).toFixed(1)} / ${kB(limit)} ${percent(largest, limit).padStart(5)}`;
    });
    const largest = group.reduce((a, b) => (b.document > a.document ? b : a));
    return [label, String(group.length), ...cells, largest.page.file];
  });
  const header = ['kind', 'pages', ...MEASURES.map((measure) => measure.label), 'largest page'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [
    'every page, gzipped: the largest figures of each kind and language, against the budget (the page named has the largest document)',
    line(header),
    ...rows.map(line),
  ];
}
