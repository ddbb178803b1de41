/**
 * Once per run of the project's browser tests, before any test file starts: build the frozen
 * sample site (test/fixtures/sample-site/) they run against, the same site in each showcase look,
 * and each site made from it that a test needs (made-sites.ts), unless nothing they are made from
 * has changed since the last run built them (test-sites-key.ts); then serve them all and start
 * Chromium. The owner's content/ is not involved (test/site/ checks that).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import type { TestProject } from 'vitest/node';
import { ensureEditorPackages } from '../../../scripts/admin/editor-packages.ts';
import { readBundleReport } from '../../../scripts/budget/bundle-report.ts';
import { looksDist, SAMPLE_BUILT_IN_THIS_RUN, sampleDist, sampleSiteRoot } from '../../support/sample-site.ts';
import { startGithubStandIn } from '../../support/github-stand-in.ts';
import { serveForBrowser } from '../../support/serve-for-browser.ts';
import { BROWSER_SITES, buildOnce, testSitesKey } from '../../support/test-sites-key.ts';
import { runCommandAsync, runScriptAsync } from '../../support/temp-project.ts';
import { GITHUB_STAND_IN } from './github-sites.ts';
import { MADE_SITES, madeSiteDist, madeSitesDir } from './made-sites.ts';

interface Build {
  what: string;
  run: () => ReturnType<typeof runCommandAsync>;
}

// The longest first: two at a time, the other two fit beside it.
const builds: Build[] = [
  {
    what: `the sites made from the sample (${Object.keys(MADE_SITES).join(', ')})`,
    run: () => runScriptAsync(fileURLToPath(new URL('./build-made-sites.ts', import.meta.url))),
  },
  { what: 'the sample site', run: () => runCommandAsync('build', ['--site', sampleSiteRoot, '--out', sampleDist]) },
  { what: 'the sample site in its looks', run: () => runCommandAsync('looks', ['--site', sampleSiteRoot, '--out', looksDist]) },
];

/** Whether two sites carry the same browser code, chunk for chunk (the sample's was bundled by its own build). */
function sameCode(a: string, b: string): boolean {
  const chunks = readBundleReport(a);
  const read = (dist: string, file: string) => fs.readFileSync(path.join(dist, file));
  return (
    chunks !== undefined &&
    JSON.stringify(chunks) === JSON.stringify(readBundleReport(b)) &&
    chunks.every(({ file }) => fs.existsSync(path.join(b, file)) && read(a, file).equals(read(b, file)))
  );
}

async function buildAll(): Promise<void> {
  // The sample site has the editor: its packages are installed here, once, not by three builds waiting on each other.
  ensureEditorPackages();
  // A build keeps a core busy: as many at once as there are cores, no more, so none waits on a share of one.
  const limit = pLimit(os.availableParallelism());
  // The builds of the sites with GitHub facts ask a stand-in (github-sites.ts), never GitHub; the pages keep what it answered.
  const standIn = await startGithubStandIn();
  process.env[GITHUB_STAND_IN] = standIn.origin;
  const failed = (
    await Promise.all(
      builds.map(({ what, run }) =>
        limit(async () => {
          const { status, stdout, stderr } = await run();
          return status === 0 ? [] : [`${what} did not build:\n${stdout}${stderr}`];
        }),
      ),
    ).finally(() => standIn.close())
  ).flat();
  if (failed.length > 0) throw new Error(failed.join('\n\n'));
  for (const name of Object.keys(MADE_SITES)) {
    if (!sameCode(sampleDist, madeSiteDist(name)))
      throw new Error(`The ${name} site's browser code is not the sample's: it depends on the content now, and the sites cannot share one bundle.`);
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const done = await buildOnce(BROWSER_SITES, testSitesKey(), buildAll);
  // The performance project, which runs after this one, measures this build rather than making its own.
  process.env[SAMPLE_BUILT_IN_THIS_RUN] = sampleDist;
  const sites = `${1 + Object.keys(MADE_SITES).length} sites and the looks for the browser tests`;
  console.log(
    done === 'built'
      ? `Built ${sites} in ${((performance.now() - started) / 1000).toFixed(0)} s`
      : `Kept the ${sites}: nothing they are made from has changed since they were built (test/support/test-sites-key.ts)`,
  );
  return serveForBrowser(project, sampleDist, [looksDist, madeSitesDir]);
}
