import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allTags } from '../../src/lib/posts.ts';
import { contentFixture, type FixtureRoot } from '../../test/support/content-fixture.ts';
import { sample, sampleSite, sampleSiteRoot } from '../../test/support/sample-site.ts';
import { writeOutputsStage } from '../build/5-write-outputs.ts';
import { photo } from '../images/synthetic-photo.ts';
import { contentPaths } from '../paths.ts';
import { loadSite } from '../site/load-site.ts';
import { ALL_OUTPUTS } from './all-outputs.ts';
import fonts from './fonts.ts';
import { defineOutput, fileOf, NO_PAGES, rendered, type OutputContext } from './output.ts';
import publicFiles from './public-files.ts';
import { notFoundRedirects } from './_redirects.ts';
import { sitemap } from './sitemap.xml.ts';

const temps: string[] = [];
const fixtures: FixtureRoot[] = [];
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
  for (const fixture of fixtures) fixture.remove();
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outputs-'));
  temps.push(dir);
  return dir;
};

async function context(): Promise<OutputContext> {
  return { site: await sampleSite(), pages: NO_PAGES };
}

const bodyOf = async (ctx: OutputContext, urlPath: string) => {
  const file = ALL_OUTPUTS.flatMap((output) => output.files(ctx)).find((f) => f.path === urlPath);
  if (!file) throw new Error(`no output makes ${urlPath}`);
  return String(rendered(await file.render()).body);
};

describe('the outputs', () => {
  it('make every file of the site once, each at its own path', async () => {
    const ctx = await context();
    const paths = ALL_OUTPUTS.flatMap((output) => output.files(ctx).map((file) => file.path));
    expect(new Set(paths).size).toBe(paths.length);
    const slug = sample.projects.projects[0]?.slug ?? '';
    for (const expected of [
      '/index.html',
      `/projects/${slug}/index.html`,
      '/404.html',
      '/fr/index.html',
      '/fr/404.html',
      '/favicon.svg',
      '/favicon.ico',
      '/og-image.png',
      `/fr/projects/${slug}.png`,
      '/icons/icon-512.png',
      '/resume.json',
      '/fr/resume.json',
      '/cv/sam-rivera-en.pdf',
      '/sitemap.xml',
      '/robots.txt',
      '/site.webmanifest',
      '/_headers',
      '/vercel.json',
      '/_redirects',
      '/admin/index.html',
      '/admin/config.yml',
      '/admin/cms.js',
    ])
      expect(paths).toContain(expected);
  });

  it('list every page in the sitemap but the 404 pages, each with its versions in both languages', async () => {
    const ctx = await context();
    const xml = await bodyOf(ctx, '/sitemap.xml');
    const at = (p: string) => new URL(p, sample.site.url).href;
    // In both languages: the home page, each project's, the posts' list, each post's (both are translated) and each tag's.
    const writing = 1 + sample.posts.length + allTags(sample.posts).length;
    expect(xml.match(/<loc>/g)).toHaveLength(2 * (1 + sample.projects.projects.length + writing));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${at('/fr/writing/typing-a-spreadsheet/')}" />`);
    expect(xml).not.toContain('404');
    expect(xml).toContain(`<loc>${at('/fr/')}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${at('/')}" />`);
    expect(xml).toContain(`<lastmod>${ctx.site.lastModified.toISOString().slice(0, 10)}</lastmod>`);
    expect(await bodyOf(ctx, '/robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${at('/sitemap.xml')}\n`);
  });

  it('write a sitemap without alternates for a site in one language', () => {
    const xml = sitemap('https://example.com', new Date('2026-03-04'), [{ url: '/', alternates: [] }]);
    expect(xml).toContain('<url><loc>https://example.com/</loc><lastmod>2026-03-04</lastmod></url>');
    expect(xml).not.toContain('xmlns:xhtml');
  });

  it('answer a language’s unknown paths with its own 404 page on Netlify', () => {
    expect(notFoundRedirects(['en', 'fr', 'de'])).toBe('/fr/*  /fr/404.html  404\n/de/*  /de/404.html  404\n');
  });

  it('publish public/ as it is, but a photo the content shows only as its variants', async () => {
    const fixture = contentFixture(undefined, {});
    fixtures.push(fixture);
    // A public/ of the fixture's own: the sample's, plus a photo and a file the content never names.
    fs.rmSync(path.join(fixture.root, 'public'));
    fs.cpSync(path.join(sampleSiteRoot, 'public'), path.join(fixture.root, 'public'), { recursive: true });
    fs.writeFileSync(path.join(fixture.root, 'public', 'portrait.jpg'), await photo(800, 800));
    fs.writeFileSync(path.join(fixture.root, 'public', 'notes.txt'), 'kept');
    const profile = path.join(fixture.root, 'content', 'profile.yaml');
    fs.writeFileSync(profile, fs.readFileSync(profile, 'utf8').replace('location:', 'photo: /portrait.jpg\nlocation:'));
    const { site, check } = await loadSite(contentPaths(fixture.root));
    if (!site) throw new Error(check.report);
    const published = publicFiles.files({ site, pages: NO_PAGES }).map((file) => file.path);
    expect(published).toContain('/notes.txt');
    expect(published).toContain('/favicon.svg');
    expect(published).not.toContain('/portrait.jpg');
    // The owner's favicon.ico is theirs: the build makes none.
    fs.writeFileSync(path.join(fixture.root, 'public', 'favicon.ico'), 'own icon');
    const all = ALL_OUTPUTS.flatMap((output) => output.files({ site, pages: NO_PAGES })).filter((file) => file.path === '/favicon.ico');
    expect(all).toHaveLength(1);
    expect(String(rendered(await all[0]!.render()).body)).toBe('own icon');
    const variants = ALL_OUTPUTS.find((output) => output.name === 'image variants')?.files({ site, pages: NO_PAGES }) ?? [];
    expect(variants.map((file) => file.path)).toContain(site.images.get('portrait:/portrait.jpg')?.image.src);
  });
});

describe('the web fonts', () => {
  it('are made for the files each language’s look names, and not at all with the system’s font', async () => {
    const sample = await sampleSite();
    expect(fonts.files({ site: sample, pages: NO_PAGES })).toEqual([]);
    const fixture = contentFixture(undefined);
    fixtures.push(fixture);
    const siteFile = path.join(fixture.root, 'content', 'site.yaml');
    fs.writeFileSync(siteFile, `${fs.readFileSync(siteFile, 'utf8')}theme:\n  font: atkinson-hyperlegible-next\n`);
    const { site, check } = await loadSite(contentPaths(fixture.root));
    if (!site) throw new Error(check.report);
    const files = fonts.files({ site, pages: NO_PAGES });
    const named = [...site.looks.values()].flatMap((look) => look.faces.map((face) => face.url));
    expect(files.map((file) => file.path).sort()).toEqual(named.sort());
    expect(named).toHaveLength(2);
    const body = rendered(await files[0]!.render()).body;
    expect(Buffer.from(body).subarray(0, 4).toString('latin1')).toBe('wOF2');
  });
});

describe('writeOutputsStage', () => {
  it('writes each file and what it brings along, and says how long each took', async () => {
    const out = tempDir();
    const page = defineOutput({
      name: 'page',
      files: () => [{ path: '/a/index.html', render: () => Promise.resolve({ body: '<p>a</p>', alongside: new Map([['/assets/a.json', '{}']]) }) }],
    });
    const text = defineOutput({ name: 'text', files: () => [fileOf('/b.txt', () => 'b')] });
    const written = await writeOutputsStage([page, text], await context(), out);
    expect(written.map(({ path: p, output, bytes }) => ({ p, output, bytes }))).toEqual([
      { p: '/a/index.html', output: 'page', bytes: 8 },
      { p: '/assets/a.json', output: 'page', bytes: 2 },
      { p: '/b.txt', output: 'text', bytes: 1 },
    ]);
    expect(fs.readFileSync(path.join(out, 'a', 'index.html'), 'utf8')).toBe('<p>a</p>');
    expect(fs.readFileSync(path.join(out, 'assets', 'a.json'), 'utf8')).toBe('{}');
  });

  it('refuses two outputs making the same file', async () => {
    const one = defineOutput({ name: 'one', files: () => [fileOf('/x.txt', () => '1')] });
    const two = defineOutput({ name: 'two', files: () => [fileOf('/x.txt', () => '2')] });
    await expect(writeOutputsStage([one, two], await context(), tempDir())).rejects.toThrow('/x.txt is made twice, by one and by two');
  });
});
