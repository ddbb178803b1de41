/**
 * Once per run of the project's browser tests: build the frozen sample site
 * (test/fixtures/sample-site/) they run against, then serve it and start Chromium. The owner's
 * content/ is not involved (test/site/ checks that).
 */
import type { TestProject } from 'vitest/node';
import { sampleDist, sampleSiteRoot } from '../../support/sample-site.ts';
import { serveForBrowser } from '../../support/serve-for-browser.ts';
import { runCommand } from '../../support/temp-project.ts';

export default async function setup(project: TestProject) {
  const built = runCommand('build', ['--site', sampleSiteRoot, '--out', sampleDist]);
  if (built.status !== 0) throw new Error(`The sample site did not build:\n${built.stdout}${built.stderr}`);
  return serveForBrowser(project, sampleDist);
}
