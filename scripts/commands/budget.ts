/**
 * `npm run budget`: the first-load weight of the built home page against the budgets in
 * package.json ("budget"), gzipped as a static host would serve it, listed by chunk and by
 * package: the document (which should arrive in one round trip), its JavaScript, everything. Fails when over budget, when the CSS is not inlined, or when a module that makes the
 * static page (a section's layout, content data, the server renderer) reaches any client chunk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readBundleReport } from '../budget/bundle-report.ts';
import { heroBytes, homePages, kB, measureFirstLoad } from '../budget/measure.ts';
import { repoRoot as root } from '../paths.ts';

interface Budget {
  /** The default language's home page: within the first round trip of a new connection (~14 kB). */
  documentGzipBytes: number;
  /** Every language's home page up to the end of its hero: what its first paint needs. */
  heroGzipBytes: number;
  firstLoadJsGzipBytes: number;
  firstLoadTotalGzipBytes: number;
}
const { budget } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { budget: Budget };
const dist = path.join(root, 'dist');
const chunks = readBundleReport(dist);
if (!chunks) {
  console.error('No bundle report: run `npm run build` first.');
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
const heroes = homePages(dist).map((page): [string, number | undefined] => [page, heroBytes(fs.readFileSync(path.join(root, 'dist', page), 'utf8'))]);
for (const [page, bytes] of heroes)
  console.log(`hero of ${page.padEnd(14)} ${bytes === undefined ? 'none found' : share(bytes, budget.heroGzipBytes)}`);
console.log(`first-load JavaScript ${share(weight.js, budget.firstLoadJsGzipBytes)}`);
console.log(`first-load total      ${share(weight.total, budget.firstLoadTotalGzipBytes)}`);

const problems = [
  ...weight.missing.map((what) => `${what} is referenced by index.html but missing from the build`),
  ...(document > budget.documentGzipBytes ? [`index.html is ${kB(document)}, over its ${kB(budget.documentGzipBytes)} budget (one round trip)`] : []),
  ...heroes.flatMap(([page, bytes]) =>
    bytes === undefined
      ? [`${page} has no hero (<section id="home">) to measure`]
      : bytes > budget.heroGzipBytes
        ? [`${page} needs ${kB(bytes)} before its hero can paint, over the ${kB(budget.heroGzipBytes)} budget (one round trip)`]
        : [],
  ),
  ...(weight.js > budget.firstLoadJsGzipBytes
    ? [`first-load JavaScript is ${kB(weight.js)}, over its ${kB(budget.firstLoadJsGzipBytes)} budget`]
    : []),
  ...(weight.total > budget.firstLoadTotalGzipBytes
    ? [`first-load total is ${kB(weight.total)}, over its ${kB(budget.firstLoadTotalGzipBytes)} budget`]
    : []),
  ...(weight.inlineCss ? [] : ['the page CSS is not inlined in index.html']),
  ...weight.stylesheets.map((href) => `render-blocking stylesheet: ${href}`),
  ...weight.serverOnlyInClient.map((module) => `static page code reached the browser: ${module}`),
];
if (problems.length) {
  for (const p of problems) console.error(`✖ ${p}`);
  process.exit(1);
}
console.log('✔ within budget');
