/**
 * Once per run of the project's browser tests: build the frozen sample site
 * (test/fixtures/sample-site/) they run against, the same site in each showcase look, and the
 * shaped site (test/fixtures/shaped-site/), then serve them and start Chromium. The owner's
 * content/ is not involved (test/site/ checks that).
 */
import type { TestProject } from 'vitest/node';
import path from 'node:path';
import { looksDist, sampleDist, sampleSiteRoot } from '../../support/sample-site.ts';
import { assembleShapedSite, shapedDist } from '../../support/shaped-site.ts';
import { serveForBrowser } from '../../support/serve-for-browser.ts';
import { runCommandAsync } from '../../support/temp-project.ts';

export default async function setup(project: TestProject) {
  // Side by side: the sample, the sample in each showcase look (npm run looks), and the shaped site.
  const [built, looks, shaped] = await Promise.all([
    runCommandAsync('build', ['--site', sampleSiteRoot, '--out', sampleDist]),
    runCommandAsync('looks', ['--site', sampleSiteRoot, '--out', looksDist]),
    runCommandAsync('build', ['--site', assembleShapedSite(), '--out', shapedDist]),
  ]);
  if (built.status !== 0) throw new Error(`The sample site did not build:\n${built.stdout}${built.stderr}`);
  if (looks.status !== 0) throw new Error(`The sample site did not build in its looks:\n${looks.stdout}${looks.stderr}`);
  if (shaped.status !== 0) throw new Error(`The shaped site did not build:\n${shaped.stdout}${shaped.stderr}`);
  return serveForBrowser(project, sampleDist, [looksDist, path.dirname(shapedDist)]);
}
