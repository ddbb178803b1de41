/**
 * `npm run bench`: builds the site, serves dist/ as a static host would (gzip on) and runs
 * Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown unless told) several times, interleaved in
 * one sitting, on one page of each kind in each language the build made (home, a project page, the
 * writing list, a post, a tag's page, the 404 page at an unknown address, …) and on the floors they
 * are judged against: bare HTML pages with the same hero, or the same dialog or post and its image,
 * that no site can beat (bench/floors.ts). Prints
 * each page's medians and its LCP over its floor's. A benchmark, not a test.
 *
 *   npm run bench                          5 runs each (BENCH_RUNS=n to change)
 *   npm run bench -- --pages fr            only the pages whose label or address contains "fr"
 *   npm run bench -- --compare /tmp/old/dist
 *   npm run bench -- --photos              adds the site with large photos (bench/photo-site.ts)
 *   npm run bench -- --look teal           adds the site in a showcase look, with its web fonts (bench/look-site.ts)
 *   npm run bench -- --cpu-slowdown 6      a slower phone than Lighthouse's mobile default (4×)
 *   npm run bench -- --analytics umami     adds the site with an analytics provider (plausible when none is named)
 *                                          whose script really loads: from a stand-in on this machine, at the
 *                                          provider's own addresses (bench/analytics-site.ts, bench/stand-in-server.ts)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import { analyticsSite } from '../bench/analytics-site.ts';
import { audit, summarise, type AuditResult } from '../bench/audit.ts';
import { makeFloors } from '../bench/floors.ts';
import { groupByPage, interleave, runOrder } from '../bench/order.ts';
import { lookSite } from '../bench/look-site.ts';
import { photoSite } from '../bench/photo-site.ts';
import { summaryHeading, summaryTable } from '../bench/report.ts';
import { serveTargets, type Served } from '../bench/serve.ts';
import { chromiumFlags, startStandInServer, type StandInServer } from '../bench/stand-in-server.ts';
import { standInReport } from '../bench/stand-in-server-report.ts';
import { pageTargets, selectPages } from '../bench/targets.ts';
import { gzipSize, kB, measureFirstLoad } from '../budget/measure.ts';
import { readBundleReport } from '../budget/bundle-report.ts';
import { builtPages } from '../site/built-pages.ts';
import { repoRoot as root } from '../paths.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// `--analytics` without a provider: Plausible.
const args = process.argv.slice(2);
const bareAnalytics = args.findIndex((arg, i) => arg === '--analytics' && (args[i + 1] ?? '--').startsWith('--'));
if (bareAnalytics >= 0) args.splice(bareAnalytics + 1, 0, 'plausible');
const { values: options } = parseArgs({
  args,
  options: {
    compare: { type: 'string' },
    photos: { type: 'boolean', default: false },
    look: { type: 'string' },
    analytics: { type: 'string' },
    pages: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
// Lighthouse's mobile default is 4×; a slower phone (or a faster machine than the one a figure came from) is measured with more.
const cpuSlowdown = Number(options['cpu-slowdown']);
if (!(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown must be a number from 1 up, not ${options['cpu-slowdown']}`);
const dist = path.join(root, 'dist');
const compareDist = options.compare === undefined ? undefined : path.resolve(options.compare);

function buildSite(projectRoot: string): void {
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(projectRoot, 'scripts', 'commands', 'build.ts')],
    { cwd: projectRoot, stdio: 'inherit' },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number of runs, not ${process.env.BENCH_RUNS}`);
buildSite(root);
const chunks = readBundleReport(dist) ?? [];
const photoRoot = options.photos ? await photoSite(root) : undefined;
if (photoRoot) buildSite(photoRoot);
const photoDist = photoRoot && path.join(photoRoot, 'dist');
const lookRoot = options.look === undefined ? undefined : lookSite(root, options.look);
if (lookRoot) buildSite(lookRoot);
const lookDist = lookRoot && path.join(lookRoot, 'dist');
const analytics = options.analytics === undefined ? undefined : analyticsSite(root, options.analytics);
if (analytics) buildSite(analytics.root);
const analyticsDist = analytics && path.join(analytics.root, 'dist');

const sitePages = selectPages(builtPages(dist), options.pages);
if (sitePages.length === 0) throw new Error(`No page of the build has "${options.pages}" in its label or address.`);
// The photos change the images only: the default language's pages show them all, and a 404 page has none.
const photoPages = photoDist ? selectPages(builtPages(photoDist), options.pages).filter((p) => p.language === '' && p.kind !== '404') : [];
const floors = makeFloors(root, [
  { name: '', dist, pages: sitePages },
  ...(photoDist ? [{ name: 'photos', dist: photoDist, pages: photoPages }] : []),
]);
// Another build of the same content shows the same images: it is judged against the site's floors.
const pages = groupByPage(
  [
    pageTargets('', dist, sitePages, (page) => floors.floorOf('', page)),
    compareDist ? pageTargets('compare', compareDist, selectPages(builtPages(compareDist), options.pages), (page) => floors.floorOf('', page)) : [],
    photoDist ? pageTargets('photos', photoDist, photoPages, (page) => floors.floorOf('photos', page)) : [],
    // The same content in another look: the same images, judged against the site's floors.
    lookDist
      ? pageTargets(options.look ?? 'look', lookDist, selectPages(builtPages(lookDist), options.pages), (page) => floors.floorOf('', page))
      : [],
    // The same content with analytics, at the site's own host name (where the loader runs): judged against the site's floors.
    analytics && analyticsDist
      ? pageTargets(
          'analytics',
          analyticsDist,
          selectPages(builtPages(analyticsDist), options.pages),
          (page) => floors.floorOf('', page),
          analytics.script.host,
        )
      : [],
  ],
  (target) => target.page ?? target.label,
);
const round = interleave(pages, floors.targets);
// What is started is stopped, and the copies removed, however far the sitting got.
let served: Served | undefined;
let standIn: StandInServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  served = await serveTargets(round);
  standIn = analytics && (await startStandInServer(analytics.script));
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(analytics && standIn ? chromiumFlags(standIn, analytics.script.host) : [])],
  });
  console.log(`\n${round.length} audits a run, ${RUNS} run${RUNS === 1 ? '' : 's'}:`);
  for (const target of [...pages, ...floors.targets])
    console.log(
      `  ${target.label.padEnd(28)} ${target.url}${target.host ? ` at ${target.host}` : ''}${target.status === 404 ? ' (status 404)' : ''}`,
    );
  const results = new Map<string, AuditResult[]>(round.map((target) => [target.label, []]));
  for (let run = 0; run < RUNS; run++) {
    process.stdout.write(`run ${run + 1}/${RUNS}, LCP in ms:`);
    for (const target of runOrder(round, run, RUNS)) {
      const result = await audit(served.urlOf(target), chrome.port, { expectError: target.status === 404, cpuSlowdown });
      results.get(target.label)?.push(result);
      process.stdout.write(` ${target.label} ${Math.round(result.LCP)};`);
    }
    process.stdout.write('\n');
  }
  const summaries = new Map([...results].map(([label, runs]) => [label, summarise(runs)]));
  console.log(['', ...summaryHeading(RUNS, cpuSlowdown), '', ...summaryTable([...pages, ...floors.targets], summaries)].join('\n'));
  const weight = measureFirstLoad(dist, chunks);
  console.log(`\nhome first load: HTML ${kB(weight.rows[0]?.[1] ?? 0)}, JavaScript ${kB(weight.js)}, total ${kB(weight.total)} (gzipped)`);
  if (compareDist) console.log(`compare home HTML: ${kB(gzipSize(fs.readFileSync(path.join(compareDist, 'index.html'))))} gzipped`);
  if (analytics && standIn) {
    const audits = RUNS * pages.filter((target) => target.dir === analyticsDist).length;
    const report = standInReport(analytics.script.provider, standIn.counts(), audits);
    console.log(['', ...report.lines].join('\n'));
    if (!report.ran) process.exitCode = 1;
  }
} finally {
  chrome?.kill();
  await served?.close();
  await standIn?.close();
  floors.dispose();
  for (const copy of [photoRoot, lookRoot, analytics?.root]) if (copy) fs.rmSync(copy, { recursive: true, force: true });
}
