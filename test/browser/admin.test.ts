/**
 * The editor at /admin/ (Decap CMS): it starts with the local backend (decap-server on a copy of
 * the sample site), lists every collection its config names, opens an entry and takes an upload,
 * under its own policy with nothing blocked and no error. No page of the site names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContentSecurityPolicy } from '../../scripts/admin/admin-policy.ts';
import { LOCAL_BACKEND_ORIGIN } from '../../scripts/admin/local-backend.ts';
import { builtPages } from '../../scripts/site/built-pages.ts';
import { readCmsConfig } from '../../src/admin/read-cms-config.ts';
import { openPage, siteUrl } from '../support/browser.ts';
import { cspViolations, watchCspViolations } from '../support/page-helpers.ts';
import { sampleDist, sampleSiteRoot } from '../support/sample-site.ts';
import { startEditorBackend, type EditorBackend } from './support/editor-backend.ts';

let backend: EditorBackend;
beforeAll(async () => {
  backend = await startEditorBackend();
});
afterAll(() => backend?.stop());

const config = () => readCmsConfig(fs.readFileSync(path.join(sampleDist, 'admin', 'config.yml'), 'utf8'));

describe('the editor', () => {
  it('starts with the local backend and shows every collection, opens an entry and takes an upload, with nothing blocked', async () => {
    const opened = await openPage(
      '/admin/',
      {},
      {
        waitUntil: 'load',
        prepare: async (page) => {
          await watchCspViolations(page);
          await backend.route(page);
        },
      },
    );
    const { page, consoleProblems, thirdPartyRequests } = opened;
    await page.getByRole('button', { name: 'Login' }).click();
    const { collections, media_folder: mediaFolder = '' } = config();
    expect(collections.length).toBeGreaterThan(0);
    for (const { name } of collections) await page.locator(`a[href="#/collections/${name}"]`).waitFor();

    // An upload, shown from its blob: address before it is saved.
    await page.getByRole('button', { name: 'Media' }).click();
    await page.locator('input[type="file"]').setInputFiles(path.join(sampleSiteRoot, 'public', 'favicon.svg'));
    await expect.poll(() => fs.existsSync(path.join(backend.root, mediaFolder, 'favicon.svg'))).toBe(true);
    const shown = page.locator('img[src^="blob:"]').first();
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('Escape');

    // The first entry of the first collection, and its form.
    await page.locator(`a[href="#/collections/${collections[0]?.name}"]`).click();
    await page.locator('a[href*="/entries/"]').first().click();
    await page.locator('label').first().waitFor();

    expect(await cspViolations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
    expect(new Set(thirdPartyRequests.map((url) => new URL(url).origin))).toEqual(new Set([LOCAL_BACKEND_ORIGIN]));
  });

  it('is served under its own policy alone, and kept out of search engines', async () => {
    const response = await fetch(siteUrl('/admin/'));
    expect(response.headers.get('content-security-policy')).toBe(adminContentSecurityPolicy());
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('is named by no page of the site', () => {
    const pages = builtPages(sampleDist);
    expect(pages.length).toBeGreaterThan(4);
    for (const { file } of pages) {
      const html = fs.readFileSync(path.join(sampleDist, file), 'utf8');
      expect(html, file).not.toMatch(/\b(href|src|action)="[^"]*\/admin\b/);
      expect(html, file).not.toContain('cms.js');
    }
  });
});
