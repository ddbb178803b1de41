/**
 * Once per run of the project's browser tests, before any test file starts: build the frozen
 * sample site (test/fixtures/sample-site/) they run against, the same site in each showcase look,
 * and each site made from it that a test needs (made-sites.ts); then serve them all and start
 * Chromium. The owner's content/ is not involved (test/site/ checks that).
 */
import os from 'node:os';
import pLimit from 'p-limit';
import type { TestProject } from 'vitest/node';
import { looksDist, SAMPLE_BUILT_IN_THIS_RUN, sampleDist, sampleSiteRoot } from '../../support/sample-site.ts';
import { serveForBrowser } from '../../support/serve-for-browser.ts';
import { runCommandAsync } from '../../support/temp-project.ts';
import { MADE_SITES, madeSiteDist, madeSitesDir, makeSite } from './made-sites.ts';

interface Build {
  what: string;
  command: string;
  /** The command's arguments, once what it builds is ready. */
  args: () => string[] | Promise<string[]>;
}

const builds: Build[] = [
  { what: 'the sample site', command: 'build', args: () => ['--site', sampleSiteRoot, '--out', sampleDist] },
  { what: 'the sample site in its looks', command: 'looks', args: () => ['--site', sampleSiteRoot, '--out', looksDist] },
  ...Object.keys(MADE_SITES).map((name) => ({
    what: `the ${name} site`,
    command: 'build',
    args: async () => ['--site', await makeSite(name), '--out', madeSiteDist(name)],
  })),
];

export default async function setup(project: TestProject) {
  // A build keeps a core busy: as many at once as there are cores, no more, so none waits on a share of one.
  const limit = pLimit(os.availableParallelism());
  const started = performance.now();
  const failed = (
    await Promise.all(
      builds.map(({ what, command, args }) =>
        limit(async () => {
          const run = await runCommandAsync(command, await args());
          return run.status === 0 ? [] : [`${what} did not build:\n${run.stdout}${run.stderr}`];
        }),
      ),
    )
  ).flat();
  if (failed.length > 0) throw new Error(failed.join('\n\n'));
  // The performance project, which runs after this one, measures this build rather than making its own.
  process.env[SAMPLE_BUILT_IN_THIS_RUN] = sampleDist;
  console.log(`Built ${builds.length} sites for the browser tests in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return serveForBrowser(project, sampleDist, [looksDist, madeSitesDir]);
}
