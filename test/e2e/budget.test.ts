/**
 * The sample site within every budget of package.json, the content's too (`--strict`): a change to
 * the code that makes its pages heavier fails here. (The owner's own site is measured by
 * `npm run budget` in their suite, where what their content weighs is a warning.)
 */
import { expect, it } from 'vitest';
import { sampleDist } from '../support/sample-site.ts';
import { runCommand } from '../support/temp-project.ts';

it('keeps the sample site’s home pages within budget: document, hero, JavaScript, total', () => {
  const run = runCommand('budget', ['--dist', sampleDist, '--strict']);
  expect(run.stderr).toBe('');
  expect(run.stdout).toMatch(/^document {14}[\d.]+ kB of [\d.]+ kB/m);
  expect(run.stdout).toContain('✔ within budget');
  expect(run.status).toBe(0);
});
