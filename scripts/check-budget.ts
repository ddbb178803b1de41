/**
 * `npm run budget`: the first-load weight of the built home page against the budgets in
 * package.json ("budget"), gzipped as a static host would serve it. Exits non-zero when over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kB, measureFirstLoad } from './budget/measure.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { budget } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { budget: { firstLoadJsGzipBytes: number; firstLoadTotalGzipBytes: number } };
const weight = measureFirstLoad(path.join(root, 'dist'));

for (const [name, size] of weight.rows) console.log(`  ${kB(size).padStart(9)}  ${name}`);
const share = (n: number, of: number) => `${kB(n)} of ${kB(of)} (${Math.round((n / of) * 100)} %)`;
console.log(`first-load JavaScript ${share(weight.js, budget.firstLoadJsGzipBytes)}`);
console.log(`first-load total      ${share(weight.total, budget.firstLoadTotalGzipBytes)}`);

const problems = [
  ...weight.missing.map((url) => `${url} is referenced by index.html but missing from dist/`),
  ...(weight.js > budget.firstLoadJsGzipBytes ? [`first-load JavaScript is ${kB(weight.js)}, over its ${kB(budget.firstLoadJsGzipBytes)} budget`] : []),
  ...(weight.total > budget.firstLoadTotalGzipBytes ? [`first-load total is ${kB(weight.total)}, over its ${kB(budget.firstLoadTotalGzipBytes)} budget`] : []),
  ...(weight.inlineCss ? [] : ['the page CSS is not inlined in index.html']),
  ...weight.stylesheets.map((href) => `render-blocking stylesheet: ${href}`),
];
if (problems.length) {
  for (const p of problems) console.error(`✖ ${p}`);
  process.exit(1);
}
console.log('✔ within budget');
