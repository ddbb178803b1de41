/** A project with no images (the no-images fixture, built on its own): the dialog says so. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/static-server.ts';
import { fixturesDir, singleLanguage } from '../support/content-fixture.ts';
import { tempProject, type TempProject } from '../support/temp-project.ts';
import { openPage } from '../support/browser.ts';
import { expectClean, axeViolations } from '../support/page-helpers.ts';

let project: TempProject;
let server: StaticServer;

beforeAll(async () => {
  project = tempProject();
  // A fixture is a single-language site (see content-fixture.ts).
  singleLanguage(path.join(project.root, 'content'));
  project.write('content/projects.yaml', fs.readFileSync(path.join(fixturesDir, 'no-images', 'projects.yaml'), 'utf8'));
  const build = project.build();
  if (build.status !== 0) throw new Error(`fixture build failed:\n${build.stderr}`);
  server = await startStaticServer(path.join(project.root, 'dist'));
}, 120_000);

afterAll(async () => {
  await server?.close();
  project?.remove();
});

it('shows "No images available" instead of the carousel, and a titled card without a cover', async () => {
  const opened = await openPage(`${server.url}/`);
  const { page } = opened;
  const card = page.locator('#projects').getByRole('article');
  expect(await card.count()).toBe(1);
  expect(await card.getByRole('img').count()).toBe(0);
  expect(await card.getByRole('listitem').allInnerTexts()).toEqual(['React', 'TypeScript', 'Vite', 'Vitest', '+1 more']);
  await card.getByRole('button', { name: 'View Details: Text Only Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Text Only Project' });
  await dialog.waitFor();
  await expect.poll(() => dialog.getByText('No images available').isVisible()).toBe(true);
  expect(await dialog.getByRole('button', { name: /image/ }).count()).toBe(0);
  // No project links: the only link is Close (home).
  expect(await dialog.getByRole('link').count()).toBe(1);
  expect(await dialog.getByRole('link', { name: 'Close' }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  expectClean({ ...opened, thirdPartyRequests: opened.thirdPartyRequests.filter((u) => !u.startsWith(server.url)) });
  await opened.close();
}, 60_000);
