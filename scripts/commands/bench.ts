/**
 * `npm run bench`: builds the site, serves dist/ as a static host would (gzip on) and runs
 * Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown) several times, interleaved,
 * against the home page and a bare HTML page painting a similar hero — the floor no site can
 * beat — and, with `--compare <dist>`, against another build in the same sitting. Prints the
 * medians, the LCP ratio to the floor and the first-load bytes. A benchmark, not a test.
 *
 *   npm run bench                          5 runs each (BENCH_RUNS=n to change)
 *   npm run bench -- --compare /tmp/old/dist
 *   npm run bench -- --photos              adds the site with large photos (bench/photo-site.ts)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import { floorPage } from '../bench/floor-page.ts';
import { photoSite } from '../bench/photo-site.ts';
import { gzipSize, kB, measureFirstLoad } from '../budget/measure.ts';
import { startStaticServer, type StaticServer } from '../static-server.ts';
import { median } from '../stats.ts';
import { readBundleReport } from '../budget/bundle-report.ts';
import { repoRoot as root } from '../paths.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const dist = path.join(root, 'dist');
const compareAt = process.argv.indexOf('--compare');
const compareDist = compareAt > 0 ? path.resolve(process.argv[compareAt + 1] ?? '') : undefined;
const withPhotos = process.argv.includes('--photos');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

type Result = Record<(typeof categories)[number] | keyof typeof metrics | 'longestTask' | 'bytes', number>;

async function audit(url: string, port: number): Promise<Result> {
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  const result = {} as Result;
  for (const c of categories) result[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
  for (const [name, id] of Object.entries(metrics)) result[name as keyof typeof metrics] = lhr.audits[id]?.numericValue ?? NaN;
  const tasks = (lhr.audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? [];
  result.longestTask = Math.max(0, ...tasks.map((t) => t.duration));
  // Everything the emulated phone (412 px wide) downloaded during the load, as transferred.
  result.bytes = lhr.audits['total-byte-weight']?.numericValue ?? NaN;
  return result;
}

function medians(results: Result[]): Result {
  const out = {} as Result;
  for (const key of Object.keys(results[0] ?? {}) as (keyof Result)[]) out[key] = median(results.map((r) => r[key]));
  return out;
}

const row = (label: string, r: Result) =>
  `${label.padEnd(8)} perf ${String(r.performance).padStart(3)}  a11y ${String(r.accessibility).padStart(3)}  best ${String(r['best-practices']).padStart(3)}  seo ${String(r.seo).padStart(3)}  ` +
  `FCP ${Math.round(r.FCP)} ms  LCP ${Math.round(r.LCP)} ms  TBT ${Math.round(r.TBT)} ms  longest task ${Math.round(r.longestTask)} ms  CLS ${r.CLS.toFixed(3)}  ` +
  `transfer ${(r.bytes / 1024).toFixed(0)} KB`;

function buildSite(projectRoot: string): void {
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(projectRoot, 'scripts', 'commands', 'build.ts')],
    {
      cwd: projectRoot,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

buildSite(root);
const chunks = readBundleReport(dist) ?? [];
const photoRoot = withPhotos ? await photoSite(root) : undefined;
if (photoRoot) buildSite(photoRoot);

const floorDir = floorPage(root);
const targets: [label: string, server: StaticServer][] = [['site', await startStaticServer(dist)]];
if (compareDist) targets.push(['compare', await startStaticServer(compareDist)]);
if (photoRoot) targets.push(['photos', await startStaticServer(path.join(photoRoot, 'dist'))]);
targets.push(['floor', await startStaticServer(floorDir)]);
const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  const runs = new Map<string, Result[]>(targets.map(([label]) => [label, []]));
  for (let i = 0; i < RUNS; i++) {
    const line: string[] = [];
    for (const [label, server] of targets) {
      const result = await audit(`${server.url}/`, chrome.port);
      runs.get(label)?.push(result);
      line.push(`${label} LCP ${Math.round(result.LCP)} ms TBT ${Math.round(result.TBT)} ms`);
    }
    console.log(`run ${i + 1}/${RUNS}: ${line.join(', ')}`);
  }
  const summary = new Map([...runs].map(([label, results]) => [label, medians(results)]));
  console.log(`\nLighthouse, ${RUNS} runs each, medians (mobile, simulated slow 4G, 4× CPU):`);
  for (const [label, result] of summary) console.log(row(label, result));
  const floor = summary.get('floor');
  for (const [label, result] of summary)
    if (label !== 'floor' && floor) console.log(`LCP ratio ${label}/floor: ${(result.LCP / floor.LCP).toFixed(2)}`);
  const weight = measureFirstLoad(dist, chunks);
  console.log(`site first load: HTML ${kB(weight.rows[0]?.[1] ?? 0)}, JavaScript ${kB(weight.js)}, total ${kB(weight.total)} (gzipped)`);
  if (compareDist) console.log(`compare HTML: ${kB(gzipSize(fs.readFileSync(path.join(compareDist, 'index.html'))))} gzipped`);
} finally {
  chrome.kill();
  for (const [, server] of targets) await server.close();
  fs.rmSync(floorDir, { recursive: true, force: true });
  if (photoRoot) fs.rmSync(photoRoot, { recursive: true, force: true });
}
