/**
 * `npm run build`: check content (nothing is built when it has problems), build the client,
 * build the server renderer, then prerender `/` to dist/index.html and the 404 page to
 * dist/404.html with their styles inlined.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import { checkContent, contentPaths } from './content/check-content.ts';
import { writeGeneratedModules } from './content/generate-modules.ts';
import { robots, sitemap, webManifest, type HeadContent } from './content/html-head.ts';
import type { RenderedPage } from '../src/app/entry-server.tsx';
import { EMAILJS_ORIGIN } from '../src/lib/emailjs-client.ts';
import { contentSecurityPolicy, headersFile, vercelConfig } from './security-headers.ts';

// The site is always built for production, even when called from a test runner (NODE_ENV=test).
process.env.NODE_ENV = 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const configFile = path.join(root, 'vite.config.ts');

const started = performance.now();
// The same origin the client will post to (see src/sections/contact/email-config.ts).
const emailOrigin = loadEnv('production', root, 'VITE_').VITE_EMAILJS_ORIGIN || EMAILJS_ORIGIN;
const cspMeta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(emailOrigin, { forMeta: true })}" />`;
const checked = checkContent(contentPaths(root));
if (!checked.ok) {
  console.error(checked.report);
  console.error('\nNothing was built: dist/ is unchanged.');
  process.exit(1);
}
await writeGeneratedModules(path.join(root, 'src', 'content'), checked);

await build({ configFile, logLevel: 'warn' });

// Inside node_modules so the server bundle resolves the same packages as the client.
const ssrDir = path.join(root, 'node_modules', '.cache', 'portfolio-ssr');
try {
  await build({
    configFile,
    logLevel: 'warn',
    // Bundle every dependency: styled-components' CommonJS build breaks under Node's ESM interop.
    ssr: { noExternal: true },
    build: { ssr: 'app/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  const entry = pathToFileURL(path.join(ssrDir, 'entry-server.js')).href;
  const { render } = (await import(entry)) as { render: (url: string) => Promise<RenderedPage> };
  // The prerendered page paints without JavaScript, so its scripts must not compete with it.
const template = fs
  .readFileSync(path.join(dist, 'index.html'), 'utf8')
  .replace(/<script type="module" crossorigin /g, '<script type="module" fetchpriority="low" crossorigin ')
  .replace(/<link rel="modulepreload" crossorigin /g, '<link rel="modulepreload" fetchpriority="low" crossorigin ');

  const pages: [url: string, file: string, status: number][] = [
    ['/', 'index.html', 200],
    ['/404', '404.html', 404],
  ];
  for (const [url, file, expected] of pages) {
    const page = await render(url);
    if (page.status !== expected) throw new Error(`prerender ${url}: expected status ${expected}, got ${page.status}`);
    let html = template
      .replace('<div id="root"><!--ssr-html-->', () => `<div id="root" data-page="${page.page}">${page.html}`)
      .replace('<!--ssr-styles-->', () => page.styles)
      .replace('<meta charset="UTF-8" />', (charset) => `${charset}\n    ${cspMeta}`);
    if (expected === 404) html = html.replace('<!--head-tags-->', '<meta name="robots" content="noindex" />');
    fs.writeFileSync(path.join(dist, file), html.replace('<!--head-tags-->', ''));
  }
} finally {
  fs.rmSync(ssrDir, { recursive: true, force: true });
}
const head = { site: checked.data.get('site'), profile: checked.data.get('profile') } as HeadContent;
fs.writeFileSync(path.join(dist, 'site.webmanifest'), webManifest(head));
fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap(head.site, new Date()));
fs.writeFileSync(path.join(dist, 'robots.txt'), robots(head.site));
fs.writeFileSync(path.join(dist, '_headers'), headersFile(emailOrigin));
fs.writeFileSync(path.join(dist, 'vercel.json'), vercelConfig(emailOrigin));

console.log(`✔ built dist/ (index.html, 404.html, sitemap.xml, robots.txt, site.webmanifest, _headers, vercel.json) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
