/**
 * Once per run of the project's browser tests: build the frozen sample site
 * (test/fixtures/sample-site/) they run against, and the same site in each showcase look, then
 * serve them and start Chromium. The owner's content/ is not involved (test/site/ checks that).
 */
import type { TestProject } from 'vitest/node';
import { looksDist, sampleDist, sampleSiteRoot } from '../../support/sample-site.ts';
import { serveForBrowser } from '../../support/serve-for-browser.ts';
import { runCommandAsync } from '../../support/temp-project.ts';

export default async function setup(project: TestProject) {
  // Side by side: the sample, and the sample in each showcase look (npm run looks).
  const [built, looks] = await Promise.all([
    runCommandAsync('build', ['--site', sampleSiteRoot, '--out', sampleDist]),
    runCommandAsync('looks', ['--site', sampleSiteRoot, '--out', looksDist]),
  ]);
  if (built.status !== 0) throw new Error(`The sample site did not build:\n${built.stdout}${built.stderr}`);
  if (looks.status !== 0) throw new Error(`The sample site did not build in its looks:\n${looks.stdout}${looks.stderr}`);
  return serveForBrowser(project, sampleDist, looksDist);
}
