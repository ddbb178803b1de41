/**
 * Each page's longest task after its first paint (long-tasks.ts) against the `longestTaskMs`
 * budget: a report line per page, and a problem per page over it. What a page does after its
 * paint depends on the code (which islands hydrate at load) and on the content (how much there is
 * to lay out), so a page over it is a warning in the owner's run and a failure in the project's.
 */
import { pageLabel } from '../site/built-pages.ts';
import { limitFor, type Budget } from './budgets.ts';
import type { LongTasks, PageTasks } from './long-tasks.ts';

const ms = (value: number) => `${Math.round(value)} ms`;

export function longTaskProblems(tasks: readonly PageTasks[], budget: Budget): string[] {
  return tasks.flatMap(({ page, phone, error }) => {
    if (error !== undefined) return [`${page.file}: its longest task could not be measured: ${error}`];
    const limit = limitFor(budget.longestTaskMs, page.kind);
    if (Math.round(phone) <= limit.amount) return [];
    const whose = limit.ownKind ? ` for ${page.kind} pages` : '';
    return [
      `${page.file}: its longest task after the first paint is ${ms(phone)} on the reference phone, ${ms(phone - limit.amount)} over its ${ms(limit.amount)} budget${whose}: ` +
        'a tap waits that long. An island that hydrates at load could wait for the first interaction, and a page with less on it lays out sooner (`npm run bench` lists its long tasks)',
    ];
  });
}

export function longTaskTable({ pages, slowdown }: LongTasks, budget: Budget, loads: number): string[] {
  const rows = pages.map(({ page, phone, error }) => {
    if (error !== undefined) return [pageLabel(page), 'not measured', '', page.file];
    const limit = limitFor(budget.longestTaskMs, page.kind).amount;
    return [pageLabel(page), `${ms(phone)} / ${ms(limit)}`, `${Math.round((phone / limit) * 100)} %`, page.file];
  });
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return [
    `the longest main-thread task after the first paint, on the reference phone (CPU time here × ${slowdown.toFixed(1)}, by the yardstick beside each load; ${loads === 1 ? 'one load' : `the shortest of up to ${loads} loads, until one is within budget`})`,
    ...rows.map((row) =>
      row
        .map((cell, column) => (column === 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
        .join('  ')
        .trimEnd(),
    ),
  ];
}
