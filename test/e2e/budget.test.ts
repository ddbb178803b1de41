/**
 * The sample site within every budget of package.json, the content's too (`--strict`), on every
 * page it builds: a change to the code that makes any page heavier fails here. (The owner's own
 * site is measured by `npm run budget` in their suite, where what their content weighs is a
 * warning.)
 */
import { expect, it } from 'vitest';
import { builtPages } from '../../scripts/site/built-pages.ts';
import { sampleDist } from '../support/sample-site.ts';
import { runCommand } from '../support/temp-project.ts';

it('keeps every page of the sample site within budget: document, first screen, JavaScript, total', () => {
  const run = runCommand('budget', ['--dist', sampleDist, '--strict']);
  expect(run.stderr).toBe('');
  const kinds = [...new Set(builtPages(sampleDist).map((page) => page.kind))];
  expect(kinds).toEqual(expect.arrayContaining(['home', 'projects', '404']));
  // One line per kind and language, each figure against its budget.
  for (const label of ['home', 'projects page', '404', 'fr home', 'fr projects page', 'fr 404'])
    expect(run.stdout).toMatch(new RegExp(`^${label} +\\d+ +(\\d+\\.\\d / \\d+\\.\\d kB +\\d+ % +){4}\\S+\\.html$`, 'm'));
  expect(run.stdout).toMatch(/^✔ \d+ pages within budget$/m);
  expect(run.status).toBe(0);
});
