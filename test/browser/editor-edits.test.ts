/**
 * An owner's edit in the browser, end to end, as `npm run cms` runs it: decap-server on a copy of
 * the project and the dev server serving /admin/. Decap's own interface edits a project's title,
 * adds a skill, uploads an image and publishes. The files change as a person would change them
 * (the comments and every other line kept), the check passes, and the rebuilt site shows the edits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCAL_BACKEND_ORIGIN } from '../../scripts/admin/local-backend.ts';
import { LOCAL_EDITOR_ENV } from '../../scripts/cms/editor-included.ts';
import { MEDIA_FOLDER, PUBLIC_FOLDER } from '../../scripts/cms/cms-config.ts';
import { startStaticServer, type StaticServer } from '../../scripts/static-server.ts';
import { kebabCase } from '../../src/lib/kebab-case.ts';
import { openPage } from '../support/browser.ts';
import { cspViolations, watchCspViolations } from '../support/page-helpers.ts';
import { sample } from '../support/sample-site.ts';
import { startDevServer } from '../support/temp-dev-server.ts';
import { tempProject, type TempProject } from '../support/temp-project.ts';
import { startEditorBackend, type EditorBackend } from './support/editor-backend.ts';

/** How long a step may take (a save, a publish, an upload or an image shown): seconds alone, more beside other work; this only ends a hang. */
const EDITOR_STEP = 60_000;

let project: TempProject;
let dev: ViteDevServer;
let backend: EditorBackend;
let built: StaticServer | undefined;
const upload = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'upload-')), 'member-desk.png');

beforeAll(async () => {
  project = tempProject();
  // What `npm run cms` sets for the dev server it starts.
  process.env[LOCAL_EDITOR_ENV] = '1';
  dev = await startDevServer(project, { logLevel: 'silent' });
  backend = await startEditorBackend({ root: project.root });
  // A photo-like upload, large enough for the image pipeline to make smaller versions of it.
  const circle = Buffer.from('<svg width="1600" height="1000"><circle cx="800" cy="500" r="360" fill="#f4b400"/></svg>');
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1e6e78' } })
    .composite([{ input: circle }])
    .png()
    .toFile(upload);
});

afterAll(async () => {
  delete process.env[LOCAL_EDITOR_ENV];
  await Promise.allSettled([dev?.close(), backend?.stop(), built?.close()]);
  project?.remove();
  fs.rmSync(path.dirname(upload), { recursive: true, force: true });
});

/** Opens a collapsed entry of a list by the summary it shows: its first button is the chevron. */
async function expandEntry(page: Page, summary: string): Promise<void> {
  await page.getByText(summary, { exact: true }).locator('..').getByRole('button').first().click();
}

/** Publishes the entry, and waits until the editor says it is saved (leaving before would ask to discard it). */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await page.getByRole('link', { name: /Changes saved/ }).waitFor({ timeout: EDITOR_STEP });
}

it('edits a project title, adds a skill, uploads an image and publishes: the files change as written, the check passes, the rebuilt page shows it', async () => {
  const editor = new URL('/admin/', dev.resolvedUrls?.local[0]).href;
  const opened = await openPage(
    editor,
    {},
    {
      waitUntil: 'load',
      prepare: async (opened) => {
        await watchCspViolations(opened);
        await backend.route(opened);
      },
    },
  );
  const { page, consoleProblems } = opened;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const failed: string[] = [];
  page.on('response', (response) => void (response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`)));
  await page.getByRole('button', { name: 'Login' }).click();
  const written = { projects: project.read('content/projects.yaml'), skills: project.read('content/skills.yaml') };

  // A project's title, and an image uploaded for it.
  const [project0] = sample.projects.projects;
  if (!project0) throw new Error('the sample has no project');
  const newTitle = `${project0.title} Online`;
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await page.getByRole('link', { name: 'Projects' }).click();
  await expandEntry(page, project0.title);
  await page.getByRole('textbox', { name: 'Title' }).fill(newTitle);
  await page.getByRole('button', { name: 'Add images' }).click();
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByRole('button', { name: 'Choose different image' }).waitFor();
  await publish(page);
  await expect.poll(() => project.read('content/projects.yaml'), { timeout: EDITOR_STEP }).toContain(`title: ${newTitle}\n`);

  // A skill, added to the first category.
  const [category] = sample.skills.categories;
  if (!category) throw new Error('the sample has no skill category');
  await page.getByRole('link', { name: /Content collection/ }).click();
  await page.getByRole('link', { name: 'Skills' }).click();
  await expandEntry(page, category.title);
  await page.getByRole('button', { name: 'Add skills' }).click();
  await page.getByRole('textbox', { name: 'Skills' }).last().fill('Deno');
  await publish(page);
  await expect.poll(() => project.read('content/skills.yaml'), { timeout: EDITOR_STEP }).toContain('Deno');

  // The upload, once published, is drawn by its address: `npm run cms`'s dev server has the file as
  // it is, although the site publishes a photo its content shows as resized versions only.
  await page.getByRole('link', { name: /Content collection/ }).click();
  await page.getByRole('link', { name: 'Projects' }).click();
  await expandEntry(page, newTitle);
  const uploaded = page.locator(`img[src$="${PUBLIC_FOLDER}/${path.basename(upload)}"]`);
  await expect.poll(() => uploaded.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: EDITOR_STEP }).toBe(1600);

  expect(await cspViolations(page)).toEqual([]);
  // Decap keeps an upload with the entry until it is published, and meanwhile draws it by the
  // address it will have: that one request fails, before the publish.
  expect(failed).toEqual([`404 ${new URL(`${PUBLIC_FOLDER}/${path.basename(upload)}`, editor).href}`]);
  expect(consoleProblems).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
  await opened.close();

  // The files, as a person would have edited them: those lines changed, every other line (the
  // comments too) as it was. The renamed project keeps its address, which its translation and the
  // posts' links name, so the key it had is written out.
  const image = `${PUBLIC_FOLDER}/${path.basename(upload)}`;
  const lastImage = project0.images.at(-1) ?? '';
  const expectedProjects = written.projects
    .replace(`- title: ${project0.title}\n`, `- title: ${newTitle}\n    slug: ${kebabCase(project0.title)}\n`)
    .replace(
      new RegExp(`^( +)- ${lastImage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`, 'm'),
      (line, indent: string) => `${line}${indent}- ${image}\n`,
    );
  expect(expectedProjects).not.toBe(written.projects);
  expect(project.read('content/projects.yaml')).toBe(expectedProjects);
  const skillsLine = `skills: [${category.skills.join(', ')}]`;
  expect(written.skills).toContain(skillsLine);
  expect(project.read('content/skills.yaml')).toBe(written.skills.replace(skillsLine, `skills: [${[...category.skills, 'Deno'].join(', ')}]`));
  expect(fs.readFileSync(path.join(project.root, MEDIA_FOLDER, path.basename(upload)))).toEqual(fs.readFileSync(upload));

  // The check passes on what the editor wrote, and the rebuilt site shows it.
  const check = project.run('content', ['check']);
  expect(check.status, check.stdout + check.stderr).toBe(0);
  const build = project.build();
  expect(build.status, build.stdout + build.stderr).toBe(0);
  const dist = path.join(project.root, 'dist');
  built = await startStaticServer(dist);
  const slug = kebabCase(project0.title);
  const home = await openPage(`${built.url}/`);
  await home.page.getByRole('heading', { name: newTitle }).first().waitFor({ state: 'attached' });
  expect(await home.page.locator('#skills').getByText('Deno', { exact: true }).count()).toBe(1);
  await home.close();
  const projectPage = await openPage(`${built.url}/projects/${slug}/`);
  expect(await projectPage.page.getByRole('dialog', { name: newTitle }).count()).toBe(1);
  // Through the image pipeline: resized versions in the page, the upload itself not published.
  const count = project0.images.length + 1;
  await projectPage.page.getByRole('button', { name: `Show image ${count} of ${count}` }).click();
  const shown = projectPage.page.getByRole('img', { name: `${newTitle}: screenshot ${count} of ${count}` });
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname), {
      timeout: EDITOR_STEP,
    })
    .toMatch(new RegExp(`^/assets/${path.basename(upload, '.png')}-[0-9a-f]+-[0-9]+\\.(avif|webp)$`));
  expect(fs.existsSync(path.join(dist, image))).toBe(false);
  await projectPage.close();

  const origins = new Set(
    requests.map((url) => new URL(url).origin).filter((origin) => origin !== new URL(editor).origin && !origin.startsWith('blob:')),
  );
  expect([...origins].filter((origin) => origin !== LOCAL_BACKEND_ORIGIN && origin !== 'null')).toEqual([]);
  // The editor's first load on the dev server (Decap's bundle pre-bundled on request) and a whole build: 85 s alone on 2 cores.
}, 400_000);
