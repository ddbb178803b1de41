/**
 * `npm run budget [-- --dist <dir>] [-- --strict]`: the first-load weight of the built home page
 * against the budgets in package.json ("budget"), gzipped as a static host would serve it, listed
 * by chunk and by package: the document (which should arrive in one round trip), its JavaScript,
 * everything.
 *
 * What the code decides fails the command: JavaScript over budget, CSS not inlined, or a module
 * that makes the static page (a section's layout, the server renderer) in a client chunk. What the
 * content decides — how many bytes the owner's words make — is a warning with what to do, so
 * valid content never turns the owner's CI red; `--strict` makes it fail too (the project's own
 * tests measure the sample site that way).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readBundleReport } from '../budget/bundle-report.ts';
import { heroBytes, homePages, kB, measureFirstLoad } from '../budget/measure.ts';
import { repoRoot } from '../paths.ts';

interface Budget {
  /** The default language's home page: within the first round trip of a new connection (~14 kB). */
  documentGzipBytes: number;
  /** Every language's home page up to the end of its hero: what its first paint needs. */
  heroGzipBytes: number;
  firstLoadJsGzipBytes: number;
  firstLoadTotalGzipBytes: number;
}

const { values } = parseArgs({ options: { dist: { type: 'string' }, strict: { type: 'boolean', default: false } } });
const dist = path.resolve(values.dist ?? path.join(repoRoot, 'dist'));
const { budget } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { budget: Budget };
const chunks = readBundleReport(dist);
if (!chunks || !fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build to measure in ${path.relative(process.cwd(), dist) || '.'}/: run \`npm run build\` first.`);
  process.exit(1);
}
const weight = measureFirstLoad(dist, chunks);

console.log(
  `islands hydrated without interaction: ${weight.eagerIslands.join(', ') || 'none'}; when scrolled near: ${weight.lazyIslands.join(', ') || 'none'}`,
);
for (const [name, size] of weight.rows) console.log(`  ${kB(size).padStart(9)}  ${name}`);
console.log('first-load JavaScript by package (estimated):');
for (const [pkg, size] of weight.byPackage) console.log(`  ${kB(size).padStart(9)}  ${pkg}`);
console.log('the site’s own first-load modules (estimated):');
for (const [module, size] of weight.appModules) console.log(`  ${kB(size).padStart(9)}  ${module}`);
const share = (n: number, of: number) => `${kB(n)} of ${kB(of)} (${Math.round((n / of) * 100)} %)`;
const document = weight.rows[0]?.[1] ?? 0;
console.log(`document              ${share(document, budget.documentGzipBytes)}`);
const heroes = homePages(dist).map((page): [string, number | undefined] => [page, heroBytes(fs.readFileSync(path.join(dist, page), 'utf8'))]);
for (const [page, bytes] of heroes)
  console.log(`hero of ${page.padEnd(14)} ${bytes === undefined ? 'none found' : share(bytes, budget.heroGzipBytes)}`);
console.log(`first-load JavaScript ${share(weight.js, budget.firstLoadJsGzipBytes)}`);
console.log(`first-load total      ${share(weight.total, budget.firstLoadTotalGzipBytes)}`);

/** Over budget because of the code: always a failure. */
const codeProblems = [
  ...weight.missing.map((what) => `${what} is referenced by index.html but missing from the build`),
  ...heroes.flatMap(([page, bytes]) => (bytes === undefined ? [`${page} has no hero (<section id="home">) to measure`] : [])),
  ...(weight.js > budget.firstLoadJsGzipBytes
    ? [`first-load JavaScript is ${kB(weight.js)}, over its ${kB(budget.firstLoadJsGzipBytes)} budget`]
    : []),
  ...(weight.inlineCss ? [] : ['the page CSS is not inlined in index.html']),
  ...weight.stylesheets.map((href) => `render-blocking stylesheet: ${href}`),
  ...weight.serverOnlyInClient.map((module) => `static page code reached the browser: ${module}`),
];
/** Over budget because of how much the content says: the site works, a visitor waits a little longer. */
const contentProblems = [
  ...(document > budget.documentGzipBytes
    ? [
        `index.html is ${kB(document)}, over the ${kB(budget.documentGzipBytes)} that arrive in the first round trip of a connection: ` +
          'the page works, but its end arrives a round trip later (fewer projects or shorter descriptions bring it back)',
      ]
    : []),
  ...heroes.flatMap(([page, bytes]) =>
    bytes !== undefined && bytes > budget.heroGzipBytes
      ? [
          `${page} needs ${kB(bytes)} before its hero can paint, over the ${kB(budget.heroGzipBytes)} of one round trip: a shorter bio or headline paints sooner`,
        ]
      : [],
  ),
  ...(weight.total > budget.firstLoadTotalGzipBytes
    ? [`first-load total is ${kB(weight.total)}, over its ${kB(budget.firstLoadTotalGzipBytes)} budget: smaller images above the fold load sooner`]
    : []),
];

const failures = values.strict ? [...codeProblems, ...contentProblems] : codeProblems;
const warnings = values.strict ? [] : contentProblems;
for (const warning of warnings) console.warn(`⚠ ${warning}`);
if (failures.length) {
  for (const problem of failures) console.error(`✖ ${problem}`);
  process.exit(1);
}
console.log(warnings.length ? '✔ within the code’s budget (see the warnings above)' : '✔ within budget');
