/**
 * `npm run dev` serves what `npm run build` writes, from the same code: every file of a built
 * site (pages, sitemap, robots.txt, resume.json, CVs, share cards, icons, image variants, web fonts,
 * public files, host headers, the editor at /admin/, the search index) is asked of the dev server and compared with the
 * build's, byte for byte (the pages: their prerendered body and head, which the dev server only adds
 * Vite's client to).
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo } from '../../scripts/images/synthetic-photo.ts';
import { SAMPLE_NOTICE } from '../../scripts/starter/find-traces.ts';
import { setTheme } from '../../scripts/look/showcase-looks.ts';
import { MARKER_SELECTOR, STYLE_SPLITTER } from '../../src/islands/prune-style-markers.ts';
import { EMAILJS_ORIGIN, LOCAL_SINK_ORIGIN } from '../../src/lib/emailjs-client.ts';
import { startDevServer } from '../support/temp-dev-server.ts';
import { tempProject, type TempProject } from '../support/temp-project.ts';

// The date every generated file carries, the same for both: the sitemap's lastmod, the PDFs' and JSON Resume's.
const SOURCE_DATE_EPOCH = '1767225600';

let project: TempProject;
let server: ViteDevServer;
let origin: string;
let built: string[];
let buildOutput: string;

beforeAll(async () => {
  project = tempProject();
  // A photo, so image variants are compared too.
  fs.writeFileSync(path.join(project.root, 'public', 'portrait.jpg'), await photo(700, 700, 'jpeg', { seed: 3 }));
  project.edit('content/profile.yaml', 'location:', 'photo: /portrait.jpg\nlocation:');
  // A look of the owner's, so its web fonts are compared too.
  setTheme(path.join(project.root, 'content', 'site.yaml'), { accent: '#0f766e', font: 'inter' });
  const build = project.run('build', [], { SOURCE_DATE_EPOCH });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}${build.stderr}`);
  buildOutput = build.stdout;
  const dist = path.join(project.root, 'dist');
  built = fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dist, file)).isFile())
    .map((file) => `/${file.split(path.sep).join('/')}`)
    .sort();
  const saved = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = SOURCE_DATE_EPOCH;
  try {
    server = await startDevServer(project, { logLevel: 'silent' });
  } finally {
    if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = saved;
  }
  origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
}, 120_000);

afterAll(async () => {
  await server?.close();
  project?.remove();
});

const builtFile = (urlPath: string) => fs.readFileSync(path.join(project.root, 'dist', urlPath));

/** The page's address for a built file: `/fr/index.html` → `/fr/`, `/404.html` → an unknown address. */
const pageUrl = (file: string) => (file.endsWith('404.html') ? file.replace('404.html', 'no-such-page/') : file.replace(/index\.html$/, ''));

/** CSS as a set of rules: modules run in another order in the dev server, so styled-components writes the same rules in another order. */
const ruleSet = (css: string) =>
  postcss
    .parse(css.replaceAll(STYLE_SPLITTER.trim(), ''))
    .nodes.map((node) => node.toString().replace(MARKER_SELECTOR, (marker) => marker.replace(/\.g\d+/, '.g')))
    .sort();

/** Files the page's code imports (the icon sprite, the placeholder image) are hashed by the build, and served as they are by the dev server. */
const withoutAssetHashes = (text: string) => text.replace(/\/assets\/([\w-]+?)-[\w-]{8}\.svg/g, '/assets/$1.svg');

/** The file a page names in an attribute, read (the dev server's name differs with the order of the rules, or the asset URLs inside). */
async function named<T>(attribute: string, html: string, read: (url: string) => Promise<T>): Promise<T | undefined> {
  const url = new RegExp(`${attribute}="([^"]*)"`).exec(html)?.[1];
  return url === undefined ? undefined : read(url);
}

/**
 * A page as the visitor's browser takes it in: what the dev server adds (Vite's client and React's
 * refresh preamble) and the build's CSP and hashes taken out, and its CSS (the styled-components
 * tag, the first screen's) as sets of rules.
 */
function comparable(html: string): { document: string; rules: string[][] } {
  const styles = [...html.matchAll(/<style data-(?:styled|first-screen)[^>]*>([\s\S]*?)<\/style>/g)];
  let document = withoutAssetHashes(html);
  for (const [tag] of styles) document = document.replace(tag, '<style />');
  document = document
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
    .replace(/data-entry="[^"]*"/, 'data-entry="ENTRY"')
    .replace(/data-deferred="[^"]*"/, 'data-deferred="PROPS"')
    .replace(/\/assets\/styles-\w+\.css/g, 'STYLESHEET')
    .split('\n')
    .filter((line) => line.trim())
    .join('\n');
  return { document, rules: styles.map(([, css]) => ruleSet(css ?? '')) };
}

describe('npm run build', () => {
  it('says the site is still the sample, and how to make it the owner’s, while it has the sample owner’s name', () => {
    expect(buildOutput).toContain(SAMPLE_NOTICE);
  });
});

describe('npm run dev', () => {
  it('serves every page the build wrote, with its status, head and prerendered body', async () => {
    const pages = built.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(4);
    for (const file of pages) {
      const response = await fetch(`${origin}${pageUrl(file)}`, { headers: { Accept: 'text/html' } });
      expect(response.status, file).toBe(file.endsWith('404.html') ? 404 : 200);
      const [dev, build] = [await response.text(), builtFile(file).toString('utf8')];
      expect(comparable(dev), file).toEqual(comparable(build));
      const fromDev = async (url: string) => (await fetch(`${origin}${url}`)).text();
      const fromBuild = (url: string) => Promise.resolve(builtFile(url).toString('utf8'));
      // The one intended difference: in `npm run dev` the contact form posts to the local mail sink.
      const props = (html: string, read: (url: string) => Promise<string>) =>
        named(
          'data-deferred',
          html,
          async (url) => JSON.parse(withoutAssetHashes((await read(url)).replace(LOCAL_SINK_ORIGIN, EMAILJS_ORIGIN))) as unknown,
        );
      expect(await props(dev, fromDev), file).toEqual(await props(build, fromBuild));
      // Every rule the page has, its first screen's and its stylesheet's: which first-screen rules the stylesheet
      // carries again depends on the rules' order (scripts/pages/stylesheet-rules.ts), which the dev server changes.
      const firstScreen = (html: string) => ruleSet(/<style data-first-screen>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '');
      const stylesheet = async (html: string, read: (url: string) => Promise<string>) =>
        named('data-stylesheet', html, async (url) => [...new Set([...firstScreen(html), ...ruleSet(await read(url))])].sort());
      expect(await stylesheet(dev, fromDev), file).toEqual(await stylesheet(build, fromBuild));
    }
  });

  it('serves every other generated file byte for byte as the build wrote it', async () => {
    // Vite's own files (the island loader's chunks, what they import), the pages' island props and stylesheets are compared with the pages.
    const files = built.filter(
      (file) => !file.endsWith('.html') && !/^\/assets\/(.*\.js|[\w-]+-[\w-]{8}\.svg|island-props-.*|styles-.*)$/.test(file),
    );
    for (const kind of ['/sitemap.xml', '/robots.txt', '/resume.json', '/fr/resume.json', '/og-image.png', '/_headers', '/vercel.json'])
      expect(files).toContain(kind);
    // The editor's: its config, its code (bundled in this process for the dev server, in the build's for dist/) and its WebAssembly.
    for (const kind of ['/admin/config.yml', '/admin/cms.js', '/admin/webp_enc.wasm']) expect(files).toContain(kind);
    // The search index (the sample has posts, so search): made by dev from the pages it renders, the same bytes as the build's.
    for (const kind of ['/pagefind/pagefind.js', '/pagefind/pagefind-worker.js', '/pagefind/pagefind-entry.json']) expect(files).toContain(kind);
    expect(files.some((file) => file.startsWith('/pagefind/fragment/fr_'))).toBe(true);
    expect(files.some((file) => file.endsWith('.pdf'))).toBe(true);
    expect(files.some((file) => file.endsWith('.avif'))).toBe(true);
    expect(files.some((file) => file.endsWith('.woff2'))).toBe(true);
    for (const file of files) {
      const response = await fetch(`${origin}${file}`);
      expect(response.status, file).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(builtFile(file)), file).toBe(true);
    }
  });
});
