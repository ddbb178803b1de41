/**
 * The sample site's pages within the long-task budget in the project's own run: `npm run budget
 * -- --strict --only-tasks` (the bytes are budget.test.ts's), which fails a page whose longest task after its first paint is over 50 ms on the
 * reference phone. Measured with the machine to itself (this project runs after the browser
 * tests, one file at a time), so that what other tests do beside it cannot lengthen a load.
 */
import { beforeAll, expect, it } from 'vitest';
import { SAMPLE_BUILT_IN_THIS_RUN, sampleDist, sampleSiteRoot } from '../support/sample-site.ts';
import { runCommandAsync } from '../support/temp-project.ts';
import { BROWSER_SITES, builtFrom, testSitesKey } from '../support/test-sites-key.ts';

beforeAll(async () => {
  // Run on its own (`npm run test:performance`), it builds the sample site the browser tests would
  // have, unless their last run built it from the same code and content.
  if (process.env[SAMPLE_BUILT_IN_THIS_RUN] === sampleDist || builtFrom(BROWSER_SITES, testSitesKey())) return;
  const build = await runCommandAsync('build', ['--site', sampleSiteRoot, '--out', sampleDist]);
  expect(build.status, build.stderr).toBe(0);
});

it('keeps the longest task of every kind of page, in each language, within its budget on the reference phone', async () => {
  const run = await runCommandAsync('budget', ['--dist', sampleDist, '--strict', '--only-tasks']);
  expect(run.stderr).toBe('');
  const table = run.stdout.slice(run.stdout.indexOf('the longest main-thread task after the first paint'));
  for (const label of ['home', 'projects page', 'writing page', 'posts page', 'tags page', '404', 'fr home', 'fr projects page'])
    expect(table).toMatch(new RegExp(`^${label} +\\d+ ms / 50 ms +\\d+ %  \\S+\\.html$`, 'm'));
  expect(run.stdout).toMatch(/^✔ \d+ pages within budget$/m);
  expect(run.status).toBe(0);
});
