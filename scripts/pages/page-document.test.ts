import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../src/app/entry-server.tsx';
import type { PageHead } from '../../src/app/page-head.ts';
import { analyticsScript } from '../analytics/analytics-script.ts';
import { BOOT_SCRIPT, NEAREST_NOT_FOUND_SCRIPT } from './inline-scripts.ts';
import { pageDocument } from './page-document.ts';

const policy = { emailOrigin: 'https://api.emailjs.com' };
const cspOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(html)?.[1];

const head: PageHead = {
  lang: 'en',
  title: 'Ada & <Co>',
  links: [
    { rel: 'canonical', href: 'https://example.com/' },
    { rel: 'alternate', hreflang: 'fr', href: 'https://example.com/fr/' },
  ],
  meta: [
    { attribute: 'name', key: 'description', content: 'Says "hello"' },
    { attribute: 'property', key: 'og:title', content: 'Ada' },
  ],
  jsonLd: { '@type': 'Person', name: '</script><script>alert(1)</script>' },
};

const page: RenderedPage = {
  html: '<main>Hi</main>',
  styles: '<style>x</style>',
  islandComponents: new Set(),
  islands: { inline: { i0: { a: 1 } }, deferred: {} },
  status: 200,
  page: 'home',
  base: '',
  head,
  ui: { language: 'en', overrides: {} },
};

describe('pageDocument', () => {
  it('with analytics, carries the provider’s settings as data after everything it shows, and its policy opens the provider’s two addresses', () => {
    const analytics = analyticsScript({ plausible: { domain: 'example.com' } }, 'https://example.com');
    const { html } = pageDocument(page, { entry: '/a.js', policy: { ...policy, analytics: analytics?.sources }, analytics });
    const block =
      '<script type="application/json" data-analytics="plausible">{"src":"https://plausible.io/js/script.js","attributes":{"data-domain":"example.com","data-api":"https://plausible.io/api/event"},"host":"example.com"}</script>\n</body>';
    expect(html).toContain(block);
    expect(cspOf(html)).toContain(`script-src 'self' ${BOOT_SCRIPT.hash} https://plausible.io/js/script.js;`);
    expect(cspOf(html)).toContain("connect-src 'self' https://api.emailjs.com https://plausible.io/api/event;");
    // The provider's script itself is never in the page: the loader adds it once the page has painted.
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(pageDocument(page, { entry: '/a.js', policy }).html).not.toContain('data-analytics');
  });

  it('writes the head from its data, in order: CSP first, links, the boot script that reads them, meta, JSON-LD, styles', () => {
    const { html } = pageDocument(page, { entry: '/assets/app-abc.js', policy });
    const order = [
      '<meta charset="UTF-8" />',
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${BOOT_SCRIPT.hash};`,
      '<title>Ada &amp; &lt;Co&gt;</title>',
      '<link rel="canonical" href="https://example.com/" />',
      '<link rel="alternate" hreflang="fr" href="https://example.com/fr/" />',
      `<script data-entry="/assets/app-abc.js">${BOOT_SCRIPT.code}</script>`,
      '<meta name="description" content="Says &quot;hello&quot;" />',
      '<meta property="og:title" content="Ada" />',
      '<script type="application/ld+json">{"@type":"Person","name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
      '<style>x</style>',
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">\n/);
  });

  it('asks for the first screen’s image first: right after the policy and the viewport, before the title and everything else', () => {
    const preload = {
      type: 'image/avif',
      srcset: '/i/me-128.avif 128w, /i/me-256.avif 256w',
      sizes: '(max-width: 600px) 100px, 300px',
    };
    const { html } = pageDocument({ ...page, head: { ...head, preload } }, { entry: '/a.js', policy });
    const lines = html.split('\n');
    const at = lines.findIndex((line) => line.startsWith('<link rel="preload"'));
    expect(lines[at]).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/i/me-128.avif 128w, /i/me-256.avif 256w" imagesizes="(max-width: 600px) 100px, 300px" fetchpriority="high" />',
    );
    expect(lines.slice(at - 3, at).map((line) => /^<meta (\S+)/.exec(line)?.[1])).toEqual([
      'charset="UTF-8"',
      'http-equiv="Content-Security-Policy"',
      'name="viewport"',
    ]);
    expect(lines[at + 1]).toBe('<title>Ada &amp; &lt;Co&gt;</title>');
    // An image that is one file is preloaded by its address.
    const svg = pageDocument({ ...page, head: { ...head, preload: { href: '/i/shot.svg' } } }, { entry: '/a.js' }).html;
    expect(svg).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1" />\n<link rel="preload" as="image" href="/i/shot.svg" fetchpriority="high" />\n<title>',
    );
    expect(pageDocument(page, { entry: '/a.js' }).html).not.toContain('rel="preload"');
  });

  it('declares the web fonts in what the boot script adds after the first paint, before the icons', () => {
    const fontFaces = [
      { family: 'Inter', url: '/assets/fonts/inter-en-1.woff2', weight: '400 850' },
      { family: 'Fraunces', url: '/assets/fonts/fraunces-en-2.woff2', weight: '700 850', unicodeRange: 'U+20-7E' },
    ];
    const links = [{ rel: 'icon', href: '/favicon.svg', afterPaint: true as const }];
    const { html } = pageDocument({ ...page, head: { ...head, links, fontFaces } }, { entry: '/a.js' });
    const later = /<noscript data-after-paint>(.*)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(later).toBe(
      '<style>@font-face { font-family: Inter; src: url(/assets/fonts/inter-en-1.woff2); font-weight: 400 850; font-display: swap; }' +
        '@font-face { font-family: Fraunces; src: url(/assets/fonts/fraunces-en-2.woff2); font-weight: 700 850; font-display: swap; unicode-range: U+20-7E; }</style>' +
        '<link rel="icon" href="/favicon.svg" />',
    );
    // Nothing of them before the first paint: a font the browser has then holds the largest text's paint back.
    expect(html.replace(/<noscript data-after-paint>.*<\/noscript>/, '')).not.toMatch(/inter-en-1|font/);
    expect(pageDocument(page, { entry: '/a.js' }).html).not.toContain('@font-face');
  });

  it('starts a page in the owner’s scheme when they chose one (data-theme, which a visitor’s own choice replaces), else in the system’s', () => {
    expect(pageDocument({ ...page, head: { ...head, scheme: 'dark' } }, { entry: '/a.js' }).html).toMatch(
      /^<!doctype html>\n<html lang="en" data-theme="dark">\n/,
    );
    expect(pageDocument(page, { entry: '/a.js' }).html).toMatch(/^<!doctype html>\n<html lang="en">\n/);
  });

  it('holds the first paint until the element its first screen ends with has arrived, when the page names one', () => {
    const { html } = pageDocument({ ...page, head: { ...head, paintsWith: '#home' } }, { entry: '/a.js' });
    expect(html).toContain('<link rel="expect" href="#home" blocking="render" />\n<title>');
    expect(pageDocument(page, { entry: '/a.js' }).html).not.toContain('rel="expect"');
  });

  it('gives the 404 page that stands for other languages’ their script, after the boot script, and allows exactly its page’s scripts', () => {
    const notFound: RenderedPage = { ...page, status: 404, page: 'not-found', head: { ...head, notFoundPages: ['/fr/404.html', '/pt-BR/404.html'] } };
    const { html } = pageDocument(notFound, { entry: '/a.js', policy });
    const boot = html.indexOf(`<script data-entry="/a.js">${BOOT_SCRIPT.code}</script>`);
    const nearest = html.indexOf(`<script data-pages="/fr/404.html /pt-BR/404.html">${NEAREST_NOT_FOUND_SCRIPT.code}</script>`);
    expect(boot).toBeGreaterThan(0);
    expect(nearest).toBeGreaterThan(boot);
    expect(cspOf(html)).toContain(`script-src 'self' ${BOOT_SCRIPT.hash} ${NEAREST_NOT_FOUND_SCRIPT.hash};`);
    // Every other page carries the boot script alone, and its policy allows nothing more.
    const home = pageDocument(page, { entry: '/a.js', policy }).html;
    expect(home).not.toContain(NEAREST_NOT_FOUND_SCRIPT.code);
    expect(cspOf(home)).toContain(`script-src 'self' ${BOOT_SCRIPT.hash};`);
  });

  it('puts the body in #root, marked with its page, and the islands’ props in one JSON script', () => {
    const { html, alongside } = pageDocument(page, { entry: '/app/entry-client.ts' });
    expect(html).toContain('<div id="root" data-page="home"><main>Hi</main></div>');
    expect(html).toContain('<script type="application/json" id="island-props">{"i0":{"a":1}}</script>');
    expect(html).not.toContain('Content-Security-Policy');
    expect(alongside.size).toBe(0);
  });

  it('writes the props of islands that wait to be seen into a hashed file the page names, and none when there are no props', () => {
    const { html, alongside } = pageDocument(
      { ...page, islands: { inline: { i0: { a: 1 } }, deferred: { i1: { big: '<data>' } } } },
      { entry: '/a.js' },
    );
    const [[url, text]] = [...alongside] as [[string, string]];
    expect(url).toMatch(/^\/assets\/island-props-[0-9a-f]{10}\.json$/);
    expect(JSON.parse(text)).toEqual({ i1: { big: '<data>' } });
    expect(html).toContain(`<script type="application/json" id="island-props" data-deferred="${url}">{"i0":{"a":1}}</script>`);
    expect(pageDocument({ ...page, islands: { inline: {}, deferred: {} } }, { entry: '/a.js' }).html).not.toContain('island-props');
  });

  it('puts the links no paint needs in one <noscript data-after-paint>, after the others, for the boot script to add after the first paint', () => {
    const links = [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml', afterPaint: true as const },
      { rel: 'apple-touch-icon', href: '/touch.png' },
      { rel: 'manifest', href: '/site.webmanifest', afterPaint: true as const },
    ];
    const { html } = pageDocument({ ...page, head: { ...head, links } }, { entry: '/a.js' });
    expect(html).toContain(
      '<link rel="apple-touch-icon" href="/touch.png" />\n<noscript data-after-paint><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><link rel="manifest" href="/site.webmanifest" /></noscript>\n<script',
    );
    expect(pageDocument(page, { entry: '/a.js' }).html).not.toContain('<noscript data-after-paint>');
  });

  it('marks a page in another language with its lang and address prefix', () => {
    const { html } = pageDocument({ ...page, base: '/fr', head: { ...head, lang: 'fr' }, ui: { language: 'fr', overrides: {} } }, { entry: '/a.js' });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<div id="root" data-page="home" data-base="/fr">');
    expect(html).not.toContain('ui-texts');
  });

  it('names the dictionary a language of YAML alone starts from, and carries the owner’s island words as data', () => {
    const ui = { language: 'fr' as const, overrides: { nav: { menu: 'Menu </script>' } } };
    const { html } = pageDocument({ ...page, base: '/nl', head: { ...head, lang: 'nl' }, ui }, { entry: '/a.js' });
    expect(html).toContain('<div id="root" data-page="home" data-base="/nl" data-ui="fr">');
    expect(html).toContain('<script type="application/json" id="ui-texts">{"nav":{"menu":"Menu \\u003c/script>"}}</script>');
  });
});

describe.each([
  ['the boot script', BOOT_SCRIPT, 'data-island', 2100],
  // 1,279 characters since it also swaps in the fonts the boot script adds after the first paint.
  ['the nearest-404 script', NEAREST_NOT_FOUND_SCRIPT, 'DOMParser', 1300],
])('%s', (_, script, token, limit) => {
  it('is minified: one statement, no comments, small', () => {
    expect(script.code).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s);
    expect(script.code).not.toMatch(/\/\/|\/\*/);
    expect(script.code).toContain(token);
    expect(script.code.length).toBeLessThan(limit);
  });

  it('is allowed by the hash of exactly its code', () => {
    expect(script.hash).toBe(`'sha256-${createHash('sha256').update(script.code).digest('base64')}'`);
  });
});
