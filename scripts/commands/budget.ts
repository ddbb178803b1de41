/**
 * `npm run budget [-- --dist <dir>] [-- --strict]`: the first-load weight of every page the build
 * wrote — each language's home page, every project page, the 404 pages and any kind added later
 * — against the budgets in package.json ("budget", by kind of page where kinds differ), gzipped
 * as a static host would serve it: the document (which should arrive in one round trip), the
 * document up to the end of its first screen, its JavaScript, everything. The home page's first
 * load is listed by chunk and by package.
 *
 * What the code decides fails the command: JavaScript over budget, CSS not inlined, a file a page
 * references missing, or a module that makes the static page (a section's layout, the server
 * renderer) in a client chunk. What the content decides — how many bytes the owner's words make —
 * is a warning with what to do, so valid content never turns the owner's CI red; `--strict` makes
 * it fail too (the project's own tests measure the sample site that way).
 *
 * It then loads one page of each kind in each language in Chromium and measures its longest
 * main-thread task after the first paint, as on the reference phone (budget/long-tasks.ts): what a
 * tap waits for. Over `longestTaskMs` is a warning, and a failure with `--strict`, which loads a
 * page over it up to ten times and keeps its shortest (the project's own run measures the sample
 * site that way, with the machine to itself: what else a machine runs, a neighbour on shared
 * hardware included, only ever lengthens a load). `--only-bytes` skips it; `--only-tasks` measures
 * nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyticsListing } from '../budget/analytics-weight.ts';
import { budgetProblems, budgetVerdict } from '../budget/budget-check.ts';
import { firstLoadListing, kindTable, otherScriptsListing } from '../budget/budget-report.ts';
import { limitFor, readBudget } from '../budget/budgets.ts';
import { readBundleReport } from '../budget/bundle-report.ts';
import { longTaskProblems, longTaskTable } from '../budget/long-task-check.ts';
import { measureLongTasks } from '../budget/long-tasks.ts';
import { weighPages } from '../budget/page-weights.ts';
import { onePagePerKind } from '../site/built-pages.ts';
import { repoRoot } from '../paths.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    strict: { type: 'boolean', default: false },
    'only-bytes': { type: 'boolean', default: false },
    'only-tasks': { type: 'boolean', default: false },
  },
});
if (values['only-bytes'] && values['only-tasks']) {
  console.error('--only-bytes and --only-tasks leave nothing to measure: give one of them.');
  process.exit(1);
}
const dist = path.resolve(values.dist ?? path.join(repoRoot, 'dist'));
const budget = readBudget((JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { budget?: unknown }).budget);
const chunks = readBundleReport(dist);
if (!chunks || !fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build to measure in ${path.relative(process.cwd(), dist) || '.'}/: run \`npm run build\` first.`);
  process.exit(1);
}

const weights = weighPages(dist, chunks);
const home = weights.find((weight) => weight.page.file === 'index.html');
const problems = values['only-tasks'] ? { code: [], content: [] } : budgetProblems(weights, budget);
if (!values['only-tasks']) {
  if (home) {
    for (const line of [...firstLoadListing('index.html', home.load), ...otherScriptsListing(weights, home)]) console.log(line);
  }
  // The provider's script, which the pages add after their first load: its bytes, never a budget's.
  for (const line of await analyticsListing(dist)) console.log(line);
  for (const line of kindTable(weights, budget)) console.log(line);
}

/** How many loads a page over its long-task budget gets in the strict run, its shortest kept. */
const STRICT_LOADS = 10;
const taskProblems: string[] = [];
if (!values['only-bytes']) {
  const loads = values.strict ? STRICT_LOADS : 1;
  const pages = onePagePerKind(weights.map((weight) => weight.page));
  const tasks = await measureLongTasks(dist, pages, loads, (page) => limitFor(budget.longestTaskMs, page.kind).amount);
  if (!values['only-tasks']) console.log('');
  for (const line of longTaskTable(tasks, budget, loads)) console.log(line);
  taskProblems.push(...longTaskProblems(tasks.pages, budget));
}
const { failures, warnings } = budgetVerdict(problems, taskProblems, values.strict);
for (const warning of warnings) console.warn(`⚠ ${warning}`);
if (failures.length) {
  for (const problem of failures) console.error(`✖ ${problem}`);
  process.exit(1);
}
console.log(
  warnings.length ? `✔ ${weights.length} pages within the code’s budget (see the warnings above)` : `✔ ${weights.length} pages within budget`,
);
