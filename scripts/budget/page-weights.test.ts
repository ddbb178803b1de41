import { expect, it } from 'vitest';
import { gzipSize } from './measure.ts';
import { weighPages } from './page-weights.ts';
import { tempBuilds } from '../../test/support/temp-build.ts';
import { chunkMaker } from '../../test/support/chunk-report.ts';
import { parseHeadersFile } from '../security-headers.ts';
import { headerBytes, responseHeaders } from '../site/response-headers.ts';

const build = tempBuilds('page-weights-');

const chunk = chunkMaker('assets/app.js');
const chunks = [
  chunk('assets/app.js', ['src/app/entry-client.ts']),
  chunk('assets/runtime.js', ['src/islands/hydrate-island.tsx', 'node_modules/react-dom/client.js']),
  chunk('assets/nav.js', ['src/sections/navigation/site-nav.island.tsx'], ['assets/runtime.js']),
  chunk('assets/dialog.js', ['src/sections/projects/project-dialog.island.tsx'], ['assets/runtime.js']),
  chunk('assets/modal.js', ['src/sections/projects/prerendered-dialog.ts']),
  chunk('assets/browser.js', ['src/sections/projects/project-browser.island.tsx'], ['assets/runtime.js']),
  chunk('assets/en.js', ['src/i18n/dictionaries/en.ts']),
  chunk('assets/fr.js', ['src/i18n/dictionaries/fr.ts']),
];
const scripts = Object.fromEntries(chunks.map((c) => [c.file, `export const code = ${JSON.stringify(c.file.repeat(40 + c.file.length))};`]));

const head = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><style data-styled="true" data-styled-version="6">${'.a{color:red}'.repeat(30)}</style>` +
  '<link rel="icon" href="/favicon.svg"><script data-entry="/assets/app.js">boot()</script></head><body>';
const nav = '<div data-island="site-nav" data-island-id="i0" data-hydrate="idle"><nav><a href="/">Home</a></nav></div>';
const cards = (n: number) =>
  `<div data-island="project-browser" data-hydrate="visible">${'<article><h3>A project</h3><p>Its text.</p></article>'.repeat(n)}</div>`;
const end = `<footer>${'<p>Footer</p>'.repeat(30)}</footer></body></html>`;

const home = { top: `${head('en') + nav}<section id="home"><h1>Sam</h1><section><p>Hi</p></section></section>`, rest: cards(40) + end };
const project = {
  top: `${head('en')}<div data-island="project-dialog" data-hydrate="load"><div role="dialog"><div><h2>X</h2><img src="/images/x.webp" alt=""></div></div></div>`,
  rest: nav + cards(40) + end,
};
// A project page as builds make it before the dialog island: the dialog deep inside the project browser.
const olderProject = {
  top: `${head('fr') + nav}<div data-island="project-browser" data-hydrate="load"><p>Projets</p><div role="dialog"><h2>X</h2></div>`,
  rest: `</div>${end}`,
};
const notFound = `${head('en')}<main><h1>Not found</h1></main></body></html>`;

it('weighs every page: the document, its first screen by kind, its JavaScript and everything it loads first', () => {
  const dist = build({
    ...scripts,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'images/x.webp': 'x'.repeat(1234),
    'index.html': home.top + home.rest,
    'projects/x/index.html': project.top + project.rest,
    '404.html': notFound,
    'fr/index.html': head('fr') + nav + home.top.slice(head('en').length + nav.length) + home.rest,
    'fr/projects/x/index.html': olderProject.top + olderProject.rest,
  });
  const weights = weighPages(dist, chunks);
  const byFile = Object.fromEntries(weights.map((weight) => [weight.page.file, weight]));
  expect(weights.map((weight) => weight.page.file)).toEqual([
    'index.html',
    'projects/x/index.html',
    '404.html',
    'fr/index.html',
    'fr/projects/x/index.html',
  ]);

  expect(byFile['index.html']?.document).toBe(gzipSize(home.top + home.rest));
  expect(byFile['index.html']?.firstScreen).toEqual({ what: 'hero', bytes: gzipSize(home.top) });
  expect(byFile['projects/x/index.html']?.firstScreen).toEqual({ what: 'project dialog', bytes: gzipSize(project.top) });
  expect(byFile['fr/projects/x/index.html']?.firstScreen).toEqual({ what: 'project dialog', bytes: gzipSize(olderProject.top) });
  expect(byFile['404.html']?.firstScreen).toEqual({ what: 'document', bytes: gzipSize(notFound) });

  const js = (...files: string[]) => files.reduce((sum, file) => sum + gzipSize(scripts[file] ?? ''), 0);
  expect(byFile['index.html']?.load.js).toBe(js('assets/app.js', 'assets/runtime.js', 'assets/en.js', 'assets/nav.js'));
  expect(byFile['projects/x/index.html']?.load.js).toBe(
    // With its dialog's behaviour, which the entry loads on a page with the dialog, however the dialog hydrates.
    js('assets/app.js', 'assets/modal.js', 'assets/runtime.js', 'assets/en.js', 'assets/dialog.js', 'assets/nav.js'),
  );
  expect(byFile['fr/projects/x/index.html']?.load.js).toBe(
    js('assets/app.js', 'assets/runtime.js', 'assets/fr.js', 'assets/nav.js', 'assets/browser.js'),
  );
  expect(byFile['404.html']?.load.js).toBe(js('assets/app.js'));
  // The project's image is loaded first, as it is (already compressed).
  expect(byFile['projects/x/index.html']?.load.rows).toContainEqual(['/images/x.webp', 1234]);
  expect(byFile['projects/x/index.html']?.load.total).toBe(
    (byFile['projects/x/index.html']?.document ?? 0) +
      (byFile['projects/x/index.html']?.load.js ?? 0) +
      gzipSize('<svg xmlns="http://www.w3.org/2000/svg"></svg>') +
      1234,
  );
  for (const weight of weights) expect([weight.page.file, weight.load.missing, weight.load.inlineCss]).toEqual([weight.page.file, [], true]);
});

it('names what a page references and the build lacks, and a page without its first screen’s element', () => {
  const dist = build({
    ...scripts,
    'favicon.svg': '<svg/>',
    'index.html': `${head('en')}<main><img src="/images/gone.webp" alt=""></main></body></html>`,
    'projects/x/index.html': `${head('en')}<main>no dialog</main></body></html>`,
  });
  const [index, page] = weighPages(dist, chunks);
  expect(index?.load.missing).toEqual(['/images/gone.webp']);
  expect(index?.firstScreen).toBeUndefined();
  expect(page?.firstScreen).toBeUndefined();
  expect(page?.document).toBeGreaterThan(0);
});

it('counts the headers each page comes with, the rules of `_headers` its address matches among them', () => {
  const headersFile = [
    '/*',
    "  Content-Security-Policy: default-src 'self'",
    '',
    '/projects/x/',
    '  Link: </images/x.svg>; rel=preload; as=image',
    '',
  ].join('\n');
  const dist = build({
    ...scripts,
    'favicon.svg': '<svg/>',
    _headers: headersFile,
    'index.html': home.top + home.rest,
    'projects/x/index.html': project.top + project.rest,
  });
  const [index, page] = weighPages(dist, chunks);
  const rules = parseHeadersFile(headersFile);
  expect(index?.headers).toBe(headerBytes(200, responseHeaders(rules, '/', 'index.html', true), index?.document ?? 0));
  expect(page?.headers).toBe(headerBytes(200, responseHeaders(rules, '/projects/x/', 'projects/x/index.html', true), page?.document ?? 0));
  // The project page's early hint travels with it.
  expect((page?.headers ?? 0) - (index?.headers ?? 0)).toBeGreaterThanOrEqual('Link: </images/x.svg>; rel=preload; as=image\r\n'.length);
});
