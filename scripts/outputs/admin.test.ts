import { beforeAll, describe, expect, it } from 'vitest';
import { sampleSite } from '../../test/support/sample-site.ts';
import { bundleAdminCode, wasmFiles } from '../admin/admin-bundle.ts';
import { ensureEditorPackages } from '../admin/editor-packages.ts';
import { adminPage } from '../admin/admin-page.ts';
import { adminContentSecurityPolicy } from '../admin/admin-policy.ts';
import { cmsConfigYaml } from '../cms/cms-config.ts';
import { parseHeadersFile } from '../security-headers.ts';
import { responseHeaders } from '../site/response-headers.ts';
import admin from './admin.ts';
import headers from './_headers.ts';
import { NO_PAGES, rendered, type OutputContext, type Output } from './output.ts';
import sitemap from './sitemap.xml.ts';
import vercel from './vercel.json.ts';

// The sample site has the editor; its packages are installed once (about 40 s) when a run starts without them.
beforeAll(() => ensureEditorPackages(), 600_000);

const context = async (): Promise<OutputContext> => ({ site: await sampleSite(), pages: NO_PAGES });

async function body(output: Output, path: string): Promise<string | Uint8Array> {
  const file = output.files(await context()).find((f) => f.path === path);
  if (!file) throw new Error(`${output.name} makes no ${path}`);
  return rendered(await file.render()).body;
}
const text = async (output: Output, path: string) => String(await body(output, path));

describe('the editor’s output', () => {
  it('makes its page, its config, its code and the WebAssembly its code loads, all under /admin/', async () => {
    expect(admin.files(await context()).map((file) => file.path)).toEqual([
      '/admin/index.html',
      '/admin/config.yml',
      '/admin/cms.js',
      '/admin/webp_dec.wasm',
      '/admin/webp_enc.wasm',
      '/admin/webp_enc_simd.wasm',
    ]);
  });

  it('makes nothing, and gives no folder a policy of its own, while site.yaml names no repository', async () => {
    const site = await sampleSite();
    const { cms: _cms, ...siteYaml } = site.content.site;
    const withoutEditor: OutputContext = { site: { ...site, content: { ...site.content, site: siteYaml } }, pages: NO_PAGES };
    expect(admin.files(withoutEditor)).toEqual([]);
    const headersFile = String(rendered(await (headers.files(withoutEditor)[0]?.render() ?? Promise.reject(new Error('no _headers')))).body);
    expect(headersFile).not.toContain('/admin/');
    const vercelFile = String(rendered(await (vercel.files(withoutEditor)[0]?.render() ?? Promise.reject(new Error('no vercel.json')))).body);
    expect(vercelFile).not.toContain('admin');
  });

  it('writes the editor’s page for the site’s owner, with the editor’s language', async () => {
    const site = await sampleSite();
    expect(await text(admin, '/admin/index.html')).toBe(adminPage({ owner: site.content.profile.name, configYaml: cmsConfigYaml(site) }));
  });

  it('serves the config the CMS generator makes from the content', async () => {
    expect(await text(admin, '/admin/config.yml')).toBe(cmsConfigYaml(await sampleSite()));
  });

  it(
    'bundles one ES module, the same bytes each time, that loads nothing beside it but its config and the WebAssembly files listed',
    { timeout: 30_000 },
    async () => {
      const [first, second] = await Promise.all([bundleAdminCode(), bundleAdminCode()]);
      expect(Buffer.from(first.code).equals(Buffer.from(second.code))).toBe(true);
      const code = Buffer.from(first.code).toString('utf8');
      expect(code).not.toMatch(/\bimport\(\s*["']\.|from\s*["']\.\//);
      const loaded = new Set([...code.matchAll(/new URL\("([^"]+)",import\.meta\.url\)/g)].map((match) => match[1]));
      expect([...loaded].sort()).toEqual(['config.yml', ...wasmFiles().keys()]);
      // What the cache keys it by (cached-admin-bundle.ts): our files it read, no package's.
      expect(first.ownInputs).toContain('src/admin/admin-entry.ts');
      expect(first.ownInputs.filter((input) => !/^src\/[\w/-]+\.tsx?$/.test(input))).toEqual([]);
    },
  );
});

describe('the editor’s policy', () => {
  it('is the one its page carries, and the one `_headers` and vercel.json give its folder instead of the site’s', async () => {
    const rules = parseHeadersFile(await text(headers, '/_headers'));
    const served = (path: string) => responseHeaders(rules, path, path.endsWith('/') ? 'index.html' : path, false);
    for (const path of ['/admin/', '/admin/cms.js', '/admin/config.yml']) {
      expect(served(path)['Content-Security-Policy'], path).toBe(adminContentSecurityPolicy());
      expect(served(path)['X-Robots-Tag'], path).toBe('noindex');
      // Not named by its content: revalidated, never kept a year like /assets/.
      expect(served(path)['Cache-Control'], path).toBe('no-cache');
    }
    expect(served('/')['Content-Security-Policy']).not.toBe(adminContentSecurityPolicy());
    expect(served('/')['X-Robots-Tag']).toBeUndefined();
    const config = JSON.parse(await text(vercel, '/vercel.json')) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    const policies = (path: string) =>
      config.headers
        .filter(({ source }) => new RegExp(`^${source}$`).test(path))
        .flatMap((rule) => rule.headers.filter(({ key }) => key === 'Content-Security-Policy').map(({ value }) => value));
    for (const path of ['/admin', '/admin/', '/admin/cms.js']) expect(policies(path), path).toEqual([adminContentSecurityPolicy()]);
    for (const path of ['/', '/administrator/', '/fr/admin/']) expect(policies(path), path).toEqual([served('/')['Content-Security-Policy']]);
    expect(adminContentSecurityPolicy({ forMeta: true })).toBe(adminContentSecurityPolicy().replace("; frame-ancestors 'none'", ''));
  });

  it('keeps the editor out of the sitemap', async () => {
    expect(await text(sitemap, '/sitemap.xml')).not.toContain('/admin');
  });
});
