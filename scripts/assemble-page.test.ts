import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../src/app/entry-server.tsx';
import { assemblePage, BOOT_SCRIPT } from './assemble-page.ts';

const template = [
  '<html><head>',
  '    <meta charset="UTF-8" />',
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
].join('\n');

const page: RenderedPage = {
  html: '<main>Hi</main>',
  styles: '<style>x</style>',
  islands: { inline: { i0: { a: 1 } }, deferred: {} },
  status: 200,
  page: 'home',
  language: 'en',
  base: '',
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
    expect(BOOT_SCRIPT.length).toBeLessThan(1200);
  });
});
