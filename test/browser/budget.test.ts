/**
 * The sample site within every budget of package.json, the content's too (`--strict`), on every
 * page it builds: a change to the code that makes any page heavier fails here. (The owner's own
 * site is measured by `npm run budget` in their suite, where what their content weighs is a
 * warning.) And a page over budget, whatever its kind, fails the strict run by name.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundleReportFile } from '../../scripts/budget/bundle-report.ts';
import { builtPages, type BuiltPage } from '../../scripts/site/built-pages.ts';
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

// A copy of the built sample with one French project page and the 404 page made heavy.
let copy: string;
let project: BuiltPage;
/** Text that gzip cannot shrink, so the page is heavier by about its length. */
const incompressible = (bytes: number) => `<!-- ${crypto.randomBytes(bytes).toString('base64')} -->`;

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  fs.cpSync(sampleDist, copy, { recursive: true });
  fs.copyFileSync(bundleReportFile(sampleDist), bundleReportFile(copy));
  const page = builtPages(copy).find((built) => built.kind === 'projects' && built.language === 'fr');
  if (!page) throw new Error('the sample site has no French project page');
  project = page;
  // Before the body's content: the page's first screen is heavier too.
  for (const file of [project.file, '404.html']) {
    const html = fs.readFileSync(path.join(copy, file), 'utf8');
    fs.writeFileSync(
      path.join(copy, file),
      html.replace(/<body[^>]*>/, (body) => body + incompressible(20_000)),
    );
  }
});

afterAll(() => {
  fs.rmSync(bundleReportFile(copy), { force: true });
  fs.rmSync(copy, { recursive: true, force: true });
});

it('fails the strict run on a project page and a 404 page over budget, naming each page, what is over and by how much', () => {
  const run = runCommand('budget', ['--dist', copy, '--strict']);
  const failures = run.stderr.split('\n').filter((line) => line.startsWith('✖'));
  const over = (file: string, what: string) =>
    new RegExp(`^✖ ${file.replace(/\./g, '\\.')}: ${what} is [\\d.]+ kB, [\\d.]+ kB over its [\\d.]+ kB budget.*: .+`);
  expect(failures).toEqual([
    expect.stringMatching(over('404.html', 'document \\+ headers')),
    expect.stringMatching(over('404.html', 'first screen \\(the whole document\\)')),
    expect.stringMatching(over(project.file, 'document \\+ headers')),
    expect.stringMatching(over(project.file, 'first screen \\(to the end of its project dialog\\)')),
  ]);
  expect(run.status).toBe(1);
});

it('only warns of what the content weighs without --strict', () => {
  const run = runCommand('budget', ['--dist', copy]);
  expect(run.stderr.split('\n').filter((line) => line.startsWith('⚠'))).toHaveLength(4);
  expect(run.stderr).not.toContain('✖');
  expect(run.stdout).toMatch(/^✔ \d+ pages within the code’s budget \(see the warnings above\)$/m);
  expect(run.status).toBe(0);
});
