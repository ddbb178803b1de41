import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../src/app/entry-server.tsx';
import type { PageMeta } from '../src/app/page-meta.ts';
import { repoRoot } from '../test/support/content-fixture.ts';
import { assemblePage, BOOT_SCRIPT } from './assemble-page.ts';
import { checkContent, contentPaths } from './content/check-content.ts';
import { fillHead } from './content/html-head.ts';

const { content } = checkContent(contentPaths(repoRoot));
if (!content) throw new Error('the sample content has problems');
const owner = { site: content.site, profile: content.profile };

const template = fillHead(
  [
    '<html lang="%LANG%"><head>',
    '    <meta charset="UTF-8" />',
    '    <title>%TITLE%</title>',
    '    <meta name="description" content="%DESCRIPTION%" />',
    '    <link rel="canonical" href="%CANONICAL%" />',
    '    <!--boot-script-->',
    '    <!--head-tags-->',
    '    <!--ssr-styles-->',
    '    <script type="module" src="/@vite/client"></script>',
    '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/chunk.js">',
    '</head><body>',
    '    <div id="root"><!--ssr-html--></div>',
    '    <!--island-props-->',
    '</body></html>',
  ].join('\n'),
  owner,
);

const meta: PageMeta = {
  language: 'en',
  base: '',
  path: '/',
  title: content.site.title,
  description: content.site.description,
  alternates: [],
  image: { path: '/og-image.png', alt: 'Sam Rivera' },
  owner,
};

const page: RenderedPage = {
  html: '<main>Hi</main>',
  styles: '<style>x</style>',
  islands: { inline: { i0: { a: 1 } }, deferred: {} },
  status: 200,
  page: 'home',
  language: 'en',
  base: '',
  meta,
};

describe('assemblePage', () => {
  it('moves the entry into the boot script and drops modulepreloads, keeping Vite’s own client', () => {
    const html = assemblePage(template, page).html;
    expect(html).toContain(`<script data-entry="/assets/index-abc.js">${BOOT_SCRIPT}</script>`);
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
  });

  it('fills the body, styles and island props, and marks the page', () => {
    const html = assemblePage(template, page).html;
    expect(html).toContain('<div id="root" data-page="home"><main>Hi</main></div>');
    expect(html).toContain('<style>x</style>');
    expect(html).toContain('<script type="application/json" id="island-props">{"i0":{"a":1}}</script>');
    expect(html).not.toMatch(/<!--(boot-script|head-tags|ssr-styles|ssr-html|island-props)-->/);
  });

  it('writes the props of islands that wait to be seen into a hashed file the page names', () => {
    const { html, files } = assemblePage(template, { ...page, islands: { inline: { i0: { a: 1 } }, deferred: { i1: { big: '<data>' } } } });
    const [[url, text]] = [...files] as [[string, string]];
    expect(url).toMatch(/^\/assets\/island-props-[0-9a-f]{10}\.json$/);
    expect(JSON.parse(text)).toEqual({ i1: { big: '<data>' } });
    expect(html).toContain(`<script type="application/json" id="island-props" data-deferred="${url}">{"i0":{"a":1}}</script>`);
    expect(assemblePage(template, { ...page, islands: { inline: {}, deferred: {} } }).html).not.toContain('island-props');
  });

  it('keeps a 404 out of search results and puts the CSP first', () => {
    const { html } = assemblePage(
      template,
      { ...page, status: 404, page: 'not-found' },
      { cspMeta: '<meta http-equiv="Content-Security-Policy" content="x" />' },
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('gives a page in another language its lang, prefix, canonical, alternates both ways, locale and JSON Resume', () => {
    const alternates = [
      { language: 'en', path: '/' },
      { language: 'fr', path: '/fr/' },
    ];
    const french = {
      ...meta,
      language: 'fr',
      base: '/fr',
      path: '/fr/',
      title: 'Sam Rivera — Développeur',
      description: 'Portfolio « FR »',
      alternates,
    };
    const { html } = assemblePage(template, { ...page, language: 'fr', base: '/fr', meta: french });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<div id="root" data-page="home" data-base="/fr">');
    expect(html).toContain('<title>Sam Rivera — Développeur</title>');
    expect(html).toContain('<meta name="description" content="Portfolio « FR »" />');
    expect(html).toContain('<link rel="canonical" href="https://sam-rivera.example.com/fr/" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://sam-rivera.example.com/" />');
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://sam-rivera.example.com/fr/" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://sam-rivera.example.com/" />');
    expect(html).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(html).toContain('<meta property="og:url" content="https://sam-rivera.example.com/fr/" />');
    expect(html).toContain('href="/fr/resume.json"');
    // The default language's page names the same alternates and keeps /resume.json.
    const english = assemblePage(template, { ...page, meta: { ...meta, alternates } }).html;
    expect(english).toContain('<link rel="alternate" hreflang="fr" href="https://sam-rivera.example.com/fr/" />');
    expect(english).toContain('<meta property="og:locale" content="en_US" />');
    expect(english).toContain('href="/resume.json"');
    // A French page with no alternates (its 404 page) still links the French CV.
    const notFound = assemblePage(template, { ...page, language: 'fr', base: '/fr', status: 404, meta: { ...french, alternates: [] } }).html;
    expect(notFound).toContain('href="/fr/resume.json"');
  });

  it('refuses a template without its markers', () => {
    expect(() => assemblePage('<html></html>', page)).toThrow(/no entry <script/);
    expect(() => assemblePage('<script type="module" src="/a.js"></script>', page)).toThrow(/no <!--boot-script-->/);
  });
});

describe('BOOT_SCRIPT', () => {
  it('is the boot script minified: one statement, no comments, small', () => {
    expect(BOOT_SCRIPT).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s);
    expect(BOOT_SCRIPT).not.toMatch(/\/\/|\/\*/);
    expect(BOOT_SCRIPT).toContain('data-island');
    expect(BOOT_SCRIPT.length).toBeLessThan(1400);
  });
});
