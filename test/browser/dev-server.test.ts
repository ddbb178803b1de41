/**
 * `npm run dev` for the owner: a YAML edit shows up at once (the page reloads where it was), a
 * bad edit shows the located message in the terminal and in Vite's overlay, fixing it recovers
 * the page, and an edit to an island's code is hot-swapped without a reload. Analytics never run.
 * The sample site says it is the sample.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createLogger, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_NOTICE } from '../../scripts/starter/find-traces.ts';
import { tempProject, type TempProject } from '../support/temp-project.ts';
import { openPage, type OpenedPage } from '../support/browser.ts';
import { startDevServer } from '../support/temp-dev-server.ts';

/**
 * How long an edit may take to show: the dev server checks and renders it, the page reloads or
 * swaps the code. Seconds alone, up to 10 s beside a CPU-heavy process: this only ends a hang.
 */
const DEV_CHANGE = 60_000;

let project: TempProject;
let server: ViteDevServer;
const terminal: string[] = [];

beforeAll(async () => {
  project = tempProject();
  const logger = createLogger('info');
  logger.error = (msg) => void terminal.push(msg);
  logger.info = (msg) => void terminal.push(msg);
  logger.warn = (msg) => void terminal.push(msg);
  server = await startDevServer(project, { customLogger: logger });
});

afterAll(async () => {
  await server?.close();
  project?.remove();
});

it('shows content edits at once where the visitor was, and reports bad edits in the terminal and the overlay', async () => {
  const url = server.resolvedUrls?.local[0] ?? '';
  const opened: OpenedPage = await openPage(url);
  const { page } = opened;
  const h1 = page.getByRole('heading', { level: 1 });
  await expect.poll(() => h1.innerText(), { timeout: DEV_CHANGE }).toBe('Sam Rivera');
  // The sample says so once, at start, with the command that makes it the owner's.
  expect(terminal.filter((line) => line === SAMPLE_NOTICE)).toHaveLength(1);
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));

  // Static content has no client code: the page reloads, and the browser keeps the scroll position.
  project.edit('content/profile.yaml', 'name: Sam Rivera', 'name: Grace Okafor');
  await expect.poll(() => h1.innerText(), { timeout: DEV_CHANGE }).toBe('Grace Okafor');
  await expect.poll(scrollY, { timeout: DEV_CHANGE }).toBe(600);

  const ironcraft = 'type: Web Application\n    description: >-\n      A services';
  project.edit('content/projects.yaml', ironcraft, ironcraft.replace('Web Application', 'Mobile App'));
  const overlay = page.locator('vite-error-overlay');
  await expect.poll(() => overlay.count(), { timeout: DEV_CHANGE }).toBe(1);
  const located = 'content/projects.yaml:22:11 error projects[1].type: is not a project type of this site (got "Mobile App")';
  expect(await overlay.locator('.message').innerText()).toContain(located);
  expect(terminal.join('\n')).toContain(located);

  // The fix reloads the page; the next edit's reload reaches it only once its client has connected again.
  const reconnected = page.waitForEvent('console', { predicate: (msg) => msg.text().includes('[vite] connected'), timeout: DEV_CHANGE });
  project.edit('content/projects.yaml', 'type: Mobile App', 'type: Web Application');
  await expect.poll(() => overlay.count(), { timeout: DEV_CHANGE }).toBe(0);
  await reconnected;
  project.edit('content/profile.yaml', 'name: Grace Okafor', 'name: Grace Okafor-Reyes');
  await expect.poll(() => h1.innerText(), { timeout: DEV_CHANGE }).toBe('Grace Okafor-Reyes');
  await opened.close();
});

it('shows an edit to a French file on the French page only', async () => {
  const url = server.resolvedUrls?.local[0] ?? '';
  const french = await openPage(new URL('fr/', url).href);
  const english = await openPage(url);
  const headline = (opened: OpenedPage) => opened.page.locator('#home h1 + p').innerText();
  await expect.poll(() => headline(french), { timeout: DEV_CHANGE }).toBe('Développeur full-stack & spécialiste de l’automatisation IA');
  project.edit('content/fr/profile.yaml', 'headline: Développeur full-stack', 'headline: Ingénieur full-stack');
  await expect.poll(() => headline(french), { timeout: DEV_CHANGE }).toBe('Ingénieur full-stack & spécialiste de l’automatisation IA');
  await english.page.reload();
  expect(await headline(english)).toBe('Full-Stack Developer & AI Automation Specialist');
  await french.close();
  await english.close();
});

it('shows a saved post at once, a draft with its badge, and a post’s mistake in the overlay at its line', async () => {
  const url = server.resolvedUrls?.local[0] ?? '';
  const opened = await openPage(new URL('writing/typing-a-spreadsheet/', url).href);
  const { page } = opened;
  const h1 = page.getByRole('heading', { level: 1 });
  await expect.poll(() => h1.innerText(), { timeout: DEV_CHANGE }).toBe('Typing a 40-tab spreadsheet before automating it');
  project.edit('content/posts/typing-a-spreadsheet.md', 'title: Typing a 40-tab spreadsheet', 'title: Typing a 41-tab spreadsheet');
  await expect.poll(() => h1.innerText(), { timeout: DEV_CHANGE }).toBe('Typing a 41-tab spreadsheet before automating it');

  // A draft: shown here, with its badge, never built.
  const draft = '---\ntitle: Notes on queues\ndate: 2026-11-20\nsummary: Not finished.\ndraft: true\n---\n\nSoon.\n';
  fs.writeFileSync(path.join(project.root, 'content', 'posts', 'notes-on-queues.md'), draft);
  const list = await openPage(new URL('writing/', url).href);
  await expect.poll(() => list.page.getByRole('heading', { name: 'Notes on queues' }).count(), { timeout: DEV_CHANGE }).toBe(1);
  expect(await list.page.getByRole('article').filter({ hasText: 'Notes on queues' }).getByText('Draft').count()).toBe(1);
  await list.close();

  const reconnected = page.waitForEvent('console', { predicate: (msg) => msg.text().includes('[vite] connected'), timeout: DEV_CHANGE });
  project.edit('content/posts/typing-a-spreadsheet.md', '(/projects/spreadsheet-automation-suite/)', '(/projects/spreadsheet-suite/)');
  const overlay = page.locator('vite-error-overlay');
  await expect.poll(() => overlay.count(), { timeout: DEV_CHANGE }).toBe(1);
  const located = 'content/posts/typing-a-spreadsheet.md:66:37 error no page /projects/spreadsheet-suite/ on the site';
  expect(await overlay.locator('.message').innerText()).toContain(located);
  expect(terminal.join('\n')).toContain(located);
  project.edit('content/posts/typing-a-spreadsheet.md', '(/projects/spreadsheet-suite/)', '(/projects/spreadsheet-automation-suite/)');
  await expect.poll(() => overlay.count(), { timeout: DEV_CHANGE }).toBe(0);
  await reconnected;
  await opened.close();
});

it('hot-swaps an island in place, without reloading the page', async () => {
  const url = server.resolvedUrls?.local[0] ?? '';
  const opened: OpenedPage = await openPage(url);
  const { page } = opened;
  const resume = page.getByRole('button', { name: 'Resume' });
  // The pointer coming near starts the menu's code, as it does for a visitor.
  await resume.hover();
  await page.locator('[data-island="resume-menu"][data-hydrated="true"]').waitFor({ timeout: DEV_CHANGE });
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  project.edit('src/sections/hero/resume-menu.island.tsx', '      {label}\n', "      {label.replace('Resume', 'Résumé')}\n");
  await expect.poll(() => page.getByRole('button', { name: 'Résumé' }).count(), { timeout: DEV_CHANGE }).toBe(1);
  expect(await resume.count()).toBe(0);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  project.edit('src/sections/hero/resume-menu.island.tsx', "      {label.replace('Resume', 'Résumé')}\n", '      {label}\n');
  await opened.close();
});

it('delivers the contact form to the local mail sink: outbox/ and a line in the terminal', async () => {
  const url = server.resolvedUrls?.local[0] ?? '';
  const opened = await openPage(url);
  const { page } = opened;
  await page.evaluate(() => document.getElementById('contact')!.scrollIntoView({ behavior: 'instant' }));
  await page.locator('form[data-ready="true"]').waitFor({ timeout: DEV_CHANGE });
  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByLabel('Name').fill('New Comer');
  await form.getByLabel('Email').fill('new@example.com');
  await form.getByLabel('Subject').fill('Trying the form');
  await form.getByLabel('Message').fill('Does this arrive?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect
    .poll(
      () =>
        page
          .locator('[role="status"][aria-atomic="true"]')
          .innerText()
          .catch(() => ''),
      { timeout: DEV_CHANGE },
    )
    .toContain('Message sent!');
  const outbox = path.join(project.root, 'outbox');
  const files = fs.readdirSync(outbox);
  expect(files).toHaveLength(1);
  const saved = JSON.parse(fs.readFileSync(path.join(outbox, files[0] ?? ''), 'utf8')) as { template_params: unknown };
  expect(saved.template_params).toEqual({
    from_name: 'New Comer',
    from_email: 'new@example.com',
    subject: 'Trying the form',
    message: 'Does this arrive?',
    html_message: 'Does this arrive?',
    language: 'en',
  });
  expect(terminal.join('\n')).toMatch(/✉ mail sink: "Trying the form" from New Comer <new@example.com> → .*outbox/);
  await opened.close();
});

it('runs no analytics, even once site.yaml names a provider', async () => {
  const url = server.resolvedUrls?.local[0] ?? '';
  project.edit('content/site.yaml', '\ncopyrightYear:', '\nanalytics:\n  plausible:\n    domain: portfolio.example.com\ncopyrightYear:');
  // The site the dev server serves has it: its _headers open the provider's addresses.
  const headers = () => fetch(new URL('_headers', url)).then((response) => response.text());
  await expect.poll(headers, { timeout: DEV_CHANGE }).toContain('https://plausible.io/js/script.js');
  const opened = await openPage(url);
  await opened.page.waitForLoadState('networkidle');
  expect(await opened.page.locator('script[data-analytics]').count()).toBe(0);
  // (The page's own requests are "third-party" to openPage, which knows the built site's address.)
  expect(opened.thirdPartyRequests.filter((request) => !request.startsWith(new URL(url).origin))).toEqual([]);
  await opened.close();
  project.edit('content/site.yaml', '\nanalytics:\n  plausible:\n    domain: portfolio.example.com\ncopyrightYear:', '\ncopyrightYear:');
});
