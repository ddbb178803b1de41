/**
 * `npm run build`: check content (nothing is built when it has problems), build the client,
 * then prerender every page with the server renderer into dist/, and write the files beside
 * the pages (sitemap, robots, manifest, host headers).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent, contentPaths } from './content/check-content.ts';
import { printProblems } from './content/report-problems.ts';
import type { SitemapPage } from './content/html-head.ts';

// The site is always built for production, even when called from a test runner (NODE_ENV=test).
process.env.NODE_ENV = 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const configFile = path.join(root, 'vite.config.ts');
const started = performance.now();

const checked = checkContent(contentPaths(root));
printProblems(checked);
if (!checked.content) {
  console.error('\nNothing was built: dist/ is unchanged.');
  process.exit(1);
}
// Loaded once the content is known to be good, so a mistake is reported at once.
const [
  { build, loadEnv },
  { EMAILJS_ORIGIN },
  { assemblePage, BOOT_SCRIPT_HASH },
  { withServerRenderer },
  { writeGeneratedModules },
  { robots, sitemap, webManifest },
  security,
  { notFoundRedirects },
  { makeCards },
  { writeCvs },
  { buildContentImages },
  { languageBase, sitePages },
  { projectSlug },
] = await Promise.all([
  import('vite'),
  import('../src/lib/emailjs-client.ts'),
  import('./assemble-page.ts'),
  import('./build/server-renderer.ts'),
  import('./content/generate-modules.ts'),
  import('./content/html-head.ts'),
  import('./security-headers.ts'),
  import('./not-found-redirects.ts'),
  import('./share-cards/make-cards.ts'),
  import('./resume/write-cvs.ts'),
  import('./images/content-images.ts'),
  import('../src/lib/site-paths.ts'),
  import('../src/lib/slug.ts'),
]);
const { contentSecurityPolicy, headersFile, vercelConfig } = security;
await writeGeneratedModules(path.join(root, 'src', 'content'), checked);

// The same origin the client posts to (see src/sections/contact/email-config.ts).
const emailOrigin = loadEnv('production', root, 'VITE_').VITE_EMAILJS_ORIGIN || EMAILJS_ORIGIN;
const policy = { emailOrigin, scriptHashes: [BOOT_SCRIPT_HASH] };

await build({ configFile, logLevel: 'warn' });
// AVIF, WebP and JPEG/PNG variants of the content's photos (cached between builds).
const imageVariants = await buildContentImages(root, checked.content, dist);
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const cspMeta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ ...policy, forMeta: true })}" />`;
const head = { site: checked.content.site, profile: checked.content.profile };
// Computed from the content: in each language, the home page, one page per project, the 404 page.
const slugs = checked.content.projects.projects.map((project) => ({ slug: projectSlug(project) }));
const [defaultLanguage = checked.content.site.language] = checked.languages;
const pages = checked.languages.flatMap((language) => sitePages(slugs, languageBase(language, defaultLanguage)));
const listed: SitemapPage[] = [];
await withServerRenderer(root, configFile, async (render) => {
  for (const { url, file, status: expected } of pages) {
    const page = await render(url);
    if (page.status === 200) listed.push({ path: page.meta.path, alternates: page.meta.alternates });
    if (page.status !== expected) throw new Error(`prerender ${url}: expected status ${expected}, got ${page.status}`);
    const assembled = assemblePage(template, page, { cspMeta });
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), assembled.html);
    for (const [url, text] of assembled.files) fs.writeFileSync(path.join(dist, url), text);
  }
});

// The share cards and PNG icons, drawn from content without a browser.
await makeCards({ root, outDir: dist });
// resume.json (JSON Resume) and the PDF CVs, from the same content.
const cvs = await writeCvs(root, checked.content, dist, { languages: checked.languages, localized: checked.localized });

fs.writeFileSync(path.join(dist, 'site.webmanifest'), webManifest(head));
fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap(head.site, new Date(), listed));
// Netlify answers a language's unknown paths with that language's 404 page (Cloudflare Pages and the preview server find it themselves).
const redirects = notFoundRedirects(checked.languages);
if (redirects) fs.writeFileSync(path.join(dist, '_redirects'), redirects);
fs.writeFileSync(path.join(dist, 'robots.txt'), robots(head.site));
fs.writeFileSync(path.join(dist, '_headers'), headersFile(policy));
fs.writeFileSync(path.join(dist, 'vercel.json'), vercelConfig(policy));

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const perLanguage = (count: number, what: string) => `${count * checked.languages.length} ${what}`;
const inLanguages = checked.languages.length > 1 ? ` in ${checked.languages.join(' and ')}` : '';
console.log(
  `✔ built dist/ (${perLanguage(1, 'home pages')}, ${perLanguage(slugs.length, 'project pages')}, ${perLanguage(1, '404 pages')}${inLanguages}, ${imageVariants.length} image variants, share cards and icons, ${cvs.files.join(', ')} in ${(cvs.milliseconds / 1000).toFixed(1)} s, sitemap.xml, robots.txt, site.webmanifest, _headers, vercel.json) in ${seconds} s`,
);
