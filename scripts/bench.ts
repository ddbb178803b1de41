/**
 * `npm run bench`: builds the site, serves dist/ as a static host would (gzip on) and runs
 * Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown) three times against the home
 * page and against a bare HTML page painting a similar hero — the floor no site can beat.
 * Prints the medians, the LCP ratio site/floor and the first-load bytes. A benchmark, not a test.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import yaml from 'js-yaml';
import lighthouse from 'lighthouse';
import { light } from '../src/theme/color-schemes.ts';
import { CHROMIUM_ARGS, findChromium } from '../test/e2e/support/chromium.ts';
import { kB, measureFirstLoad } from './budget/measure.ts';
import { escapeHtml } from './content/html-head.ts';
import { startStaticServer } from './static-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' } as const;

type Result = Record<(typeof categories)[number] | keyof typeof metrics, number>;

function floorPage(): string {
  const profile = yaml.load(fs.readFileSync(path.join(root, 'content', 'profile.yaml'), 'utf8')) as { name: string; headline: string; bio: string };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(profile.name)}</title><meta name="description" content="${escapeHtml(profile.headline)}">
<style>body{margin:0;font-family:system-ui,sans-serif;background:${light.bg};color:${light.text}}main{padding:4rem 1rem;max-width:72rem;margin:auto}
h1{font-size:clamp(2.5rem,1.4rem + 5vw,4.75rem);margin:0}p{font-size:1.125rem;color:${light.muted}}</style></head>
<body><main><h1>${escapeHtml(profile.name)}</h1><p><strong>${escapeHtml(profile.headline)}</strong></p><p>${escapeHtml(profile.bio)}</p></main></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dir;
}

async function audit(url: string, port: number): Promise<Result> {
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  const result = {} as Result;
  for (const c of categories) result[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
  for (const [name, id] of Object.entries(metrics)) result[name as keyof typeof metrics] = lhr.audits[id]?.numericValue ?? NaN;
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function medians(results: Result[]): Result {
  const out = {} as Result;
  for (const key of Object.keys(results[0]) as (keyof Result)[]) out[key] = median(results.map((r) => r[key]));
  return out;
}

const built = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'build-site.ts')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const floorDir = floorPage();
const site = await startStaticServer(dist);
const floor = await startStaticServer(floorDir);
const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  const siteRuns: Result[] = [];
  const floorRuns: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    siteRuns.push(await audit(`${site.url}/`, chrome.port));
    floorRuns.push(await audit(`${floor.url}/`, chrome.port));
    console.log(`run ${i + 1}/${RUNS}: site LCP ${Math.round(siteRuns[i].LCP)} ms, floor LCP ${Math.round(floorRuns[i].LCP)} ms`);
  }
  const s = medians(siteRuns);
  const f = medians(floorRuns);
  const row = (label: string, r: Result) =>
    `${label.padEnd(6)} perf ${String(r.performance).padStart(3)}  a11y ${String(r.accessibility).padStart(3)}  best ${String(r['best-practices']).padStart(3)}  seo ${String(r.seo).padStart(3)}  ` +
    `FCP ${Math.round(r.FCP)} ms  LCP ${Math.round(r.LCP)} ms  TBT ${Math.round(r.TBT)} ms  CLS ${r.CLS.toFixed(3)}`;
  const weight = measureFirstLoad(dist);
  console.log(`\nLighthouse ${RUNS} runs each, medians (mobile, simulated slow 4G, 4× CPU):`);
  console.log(row('site', s));
  console.log(row('floor', f));
  console.log(`LCP ratio site/floor: ${(s.LCP / f.LCP).toFixed(2)} (target ≤ 1.5)`);
  console.log(`first load: JavaScript ${kB(weight.js)} gzipped, total ${kB(weight.total)} gzipped`);
} finally {
  await chrome.kill();
  await site.close();
  await floor.close();
  fs.rmSync(floorDir, { recursive: true, force: true });
}
