/**
 * The sample site within every budget of package.json, the content's too (`--strict`), on every
 * page it builds: a change to the code that makes any page heavier fails here. (The owner's own
 * site is measured by `npm run budget` in their suite, where what their content weighs is a
 * warning.) And a page over budget, whatever its kind, fails the strict run by name. A page whose
 * main thread is busy after its first paint is named with its longest task on the reference phone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { bundleReportFile } from '../../scripts/budget/bundle-report.ts';
import { builtPages, type BuiltPage } from '../../scripts/site/built-pages.ts';
import { sampleDist } from '../support/sample-site.ts';
import { runCommand, runCommandAsync } from '../support/temp-project.ts';

it('keeps every page of the sample site within budget: document, first screen, JavaScript, total', () => {
  const run = runCommand('budget', ['--dist', sampleDist, '--strict', '--only-bytes']);
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
  const run = runCommand('budget', ['--dist', copy, '--strict', '--only-bytes']);
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
  const run = runCommand('budget', ['--dist', copy, '--only-bytes']);
  expect(run.stderr.split('\n').filter((line) => line.startsWith('⚠'))).toHaveLength(4);
  expect(run.stderr).not.toContain('✖');
  expect(run.stdout).toMatch(/^✔ \d+ pages within the code’s budget \(see the warnings above\)$/m);
  expect(run.status).toBe(0);
});

it('names a page whose longest task after the first paint is over budget, as on the reference phone', { timeout: 180_000 }, async () => {
  // The default language's pages alone: each page kind is loaded once; the other language's would double the loads, not the cases.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-tasks-'));
  const pages = builtPages(sampleDist);
  const otherLanguages = new Set(pages.filter((page) => page.language !== pages[0]?.language).map((page) => page.file.split('/')[0]));
  fs.cpSync(sampleDist, dir, { recursive: true, filter: (source) => !otherLanguages.has(path.relative(sampleDist, source).split(path.sep)[0]) });
  fs.copyFileSync(bundleReportFile(sampleDist), bundleReportFile(dir));
  onTestFinished(() => {
    fs.rmSync(bundleReportFile(dir), { force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  });
  // A script that keeps the writing page's main thread busy once its first contentful paint has
  // reached the screen (on a busy machine that can be after the first frame that follows the
  // load), in a task of its own: a fixed amount of work, not a fixed time, which a busy machine
  // would give only part of its CPU. About 200 ms of CPU time here, 320–770 ms on the phone
  // beside two CPU-bound processes: a quarter of that (Chromium 156 runs it in 55 ms) measured
  // 78–200 ms, too near the 150 ms the test asks for (CI failed on it).
  fs.writeFileSync(
    path.join(dir, 'assets', 'busy-after-paint.js'),
    `new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      setTimeout(() => {
        let sum = 0;
        for (let i = 0; i < 1.6e8; i++) sum += i % 7;
        document.documentElement.dataset.busy = String(sum);
      });
    }).observe({ type: 'paint', buffered: true });`,
  );
  const writing = path.join(dir, 'writing', 'index.html');
  fs.writeFileSync(writing, fs.readFileSync(writing, 'utf8').replace('</head>', '<script src="/assets/busy-after-paint.js" defer></script></head>'));

  const run = await runCommandAsync('budget', ['--dist', dir, '--only-tasks']);
  expect(run.status, run.stderr).toBe(0);
  // One line per kind, each against its budget, each one load: the strict run's ten loads of a page
  // over its budget are load-passes.test.ts's, and its failure instead of a warning budgetVerdict's.
  expect(run.stdout).toContain('by the yardstick beside each load; one load)');
  for (const label of ['home', 'projects page', 'writing page', '404'])
    expect(run.stdout, run.stderr).toMatch(new RegExp(`^${label} +\\d+ ms / 50 ms +\\d+ %  \\S+\\.html$`, 'm'));
  const warning = run.stderr.split('\n').find((line) => line.startsWith('⚠ writing/index.html: its longest task after the first paint'));
  expect(warning).toMatch(/is (\d+) ms on the reference phone, \d+ ms over its 50 ms budget: a tap waits that long/);
  // Well over the budget on the phone, however busy the machine.
  expect(Number(/is (\d+) ms/.exec(warning ?? '')?.[1])).toBeGreaterThan(150);
});
