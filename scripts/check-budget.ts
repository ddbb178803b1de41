/**
 * `npm run budget`: the first-load weight of the built home page against the budgets in
 * package.json ("budget"), gzipped as a static host would serve it. Exits non-zero when over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { firstLoad } from './budget/first-load.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const { budget } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { budget: { firstLoadJsGzipBytes: number; firstLoadTotalGzipBytes: number } };

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
const local = (url: string) => path.join(dist, new URL(url, 'https://site.invalid').pathname);

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const load = firstLoad(html);
const rows: [string, number][] = [['index.html', zlib.gzipSync(html, { level: 6 }).length]];
const problems: string[] = [];
let js = 0;
for (const url of [...load.scripts, ...load.stylesheets, ...load.images]) {
  const file = local(url);
  if (!fs.existsSync(file)) {
    problems.push(`${url} is referenced by index.html but missing from dist/`);
    continue;
  }
  const size = /\.(svg|js|css|json)$/.test(file) ? gzipSize(file) : fs.statSync(file).size;
  if (load.scripts.includes(url)) js += size;
  rows.push([url, size]);
}
const total = rows.reduce((sum, [, size]) => sum + size, 0);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
for (const [name, size] of rows) console.log(`  ${kb(size).padStart(9)}  ${name}`);
console.log(`first-load JavaScript ${kb(js)} of ${kb(budget.firstLoadJsGzipBytes)} (${Math.round((js / budget.firstLoadJsGzipBytes) * 100)} %)`);
console.log(`first-load total      ${kb(total)} of ${kb(budget.firstLoadTotalGzipBytes)} (${Math.round((total / budget.firstLoadTotalGzipBytes) * 100)} %)`);

if (js > budget.firstLoadJsGzipBytes) problems.push(`first-load JavaScript is ${kb(js)}, over its ${kb(budget.firstLoadJsGzipBytes)} budget`);
if (total > budget.firstLoadTotalGzipBytes) problems.push(`first-load total is ${kb(total)}, over its ${kb(budget.firstLoadTotalGzipBytes)} budget`);
if (!load.inlineCss) problems.push('the page CSS is not inlined in index.html');
if (load.stylesheets.length) problems.push(`render-blocking stylesheets: ${load.stylesheets.join(', ')}`);
if (problems.length) {
  for (const p of problems) console.error(`✖ ${p}`);
  process.exit(1);
}
console.log('✔ within budget');
