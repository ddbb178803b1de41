import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../src/app/entry-server.tsx';
import type { PageHead } from '../../src/app/page-head.ts';
import { BOOT_SCRIPT } from './boot-script.ts';
import { pageDocument } from './page-document.ts';

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
  islands: { inline: { i0: { a: 1 } }, deferred: {} },
  status: 200,
  page: 'home',
  base: '',
  head,
};

describe('pageDocument', () => {
  it('writes the head from its data, in order: CSP first, links, the boot script that reads them, meta, JSON-LD, styles', () => {
    const { html } = pageDocument(page, { entry: '/assets/app-abc.js', csp: "default-src 'self'" });
    const order = [
      '<meta charset="UTF-8" />',
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />`,
      '<title>Ada &amp; &lt;Co&gt;</title>',
      '<link rel="canonical" href="https://example.com/" />',
      '<link rel="alternate" hreflang="fr" href="https://example.com/fr/" />',
      `<script data-entry="/assets/app-abc.js">${BOOT_SCRIPT}</script>`,
      '<meta name="description" content="Says &quot;hello&quot;" />',
      '<meta property="og:title" content="Ada" />',
      '<script type="application/ld+json">{"@type":"Person","name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
      '<style>x</style>',
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">\n/);
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

  it('marks a page in another language with its lang and address prefix', () => {
    const { html } = pageDocument({ ...page, base: '/fr', head: { ...head, lang: 'fr' } }, { entry: '/a.js' });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<div id="root" data-page="home" data-base="/fr">');
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
