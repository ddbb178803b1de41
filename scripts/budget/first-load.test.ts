import { expect, it } from 'vitest';
import { firstLoad } from './first-load.ts';

it('reads the entry, the islands with their strategies, icons (those the boot script adds too; a data: one asks for nothing) and eager images, and sees inlined CSS', () => {
  const html = `<html lang="fr"><head>
    <link rel="icon" href="data:," />
    <noscript data-after-paint><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></noscript>
    <script data-entry="/assets/index-a.js">(function(){})()</script>
    <script type="application/ld+json">{}</script>
    <link rel="canonical" href="https://example.com/" />
    <style data-styled="true" data-styled-version="6">.a{color:red}</style>
  </head><body>
    <div data-island="site-nav" data-island-id="i0" data-hydrate="idle"><header></header></div>
    <div data-island="contact-form" data-island-id="i1" data-hydrate="visible"></div>
    <svg><use href="/assets/icons-a.svg#i-menu"></use></svg><svg><use href="/assets/icons-a.svg#i-sun"></use></svg>
    <img src="/hero.webp" alt=""><img src="/below.webp" loading="lazy" alt="">
  </body></html>`;
  expect(firstLoad(html)).toEqual({
    entry: '/assets/index-a.js',
    islands: [
      { name: 'site-nav', hydrate: 'idle' },
      { name: 'contact-form', hydrate: 'visible' },
    ],
    stylesheets: [],
    laterStylesheet: undefined,
    images: ['/favicon.svg', '/assets/icons-a.svg', '/hero.webp'],
    inlineCss: true,
    language: 'fr',
    ownWords: false,
  });
});

it('reads the dictionary a language of YAML alone names, and the owner’s own island words', () => {
  const result = firstLoad(
    '<html lang="nl"><body><div id="root" data-page="home" data-base="/nl" data-ui="fr"></div><script type="application/json" id="ui-texts">{}</script></body></html>',
  );
  expect(result).toMatchObject({ language: 'fr', ownWords: true });
});

it('notices an external stylesheet and missing inline CSS', () => {
  const result = firstLoad('<link rel="stylesheet" href="/assets/app.css"><style>.x{}</style>');
  expect(result.stylesheets).toEqual(['/assets/app.css']);
  expect(result.inlineCss).toBe(false);
  expect(result.entry).toBeUndefined();
});

it('reads the stylesheet the boot script adds after the first paint, and sees the first screen’s CSS as inlined; what <noscript> links to blocks nothing', () => {
  const result = firstLoad(
    '<script data-entry="/assets/app.js" data-stylesheet="/assets/styles-a.css">boot()</script><style data-first-screen>.a{color:red}</style>' +
      '<noscript><link rel="stylesheet" href="/assets/styles-a.css" /></noscript>',
  );
  expect(result.laterStylesheet).toBe('/assets/styles-a.css');
  expect(result.stylesheets).toEqual([]);
  expect(result.inlineCss).toBe(true);
});

it('reads the page’s tree, not its text: attributes in any order and quotes, entities decoded, no tag in a comment or a script’s text', () => {
  const result = firstLoad(
    `<html data-theme='dark' lang='de'><head>
      <style data-styled-version="6" data-styled="true">.a{color:red}</style>
      <link href="/assets/app.css?v=1&amp;b=2" rel=stylesheet>
      <script data-stylesheet='/assets/later.css' data-entry='/assets/app.js'>boot()</script>
      <!-- <script data-entry="/assets/old.js"></script> <link rel="stylesheet" href="/assets/old.css"> -->
    </head><body>
      <script type="application/json" id="props">{"html":"<div data-island=\\"fake\\"></div><img src=\\"/fake.webp\\">"}</script>
      <div data-hydrate="idle" data-island="site-nav"></div>
      <img alt="" loading='lazy' src="/below.webp"><img alt="" src='/hero.webp'>
    </body></html>`,
  );
  expect(result).toEqual({
    entry: '/assets/app.js',
    islands: [{ name: 'site-nav', hydrate: 'idle' }],
    stylesheets: ['/assets/app.css?v=1&b=2'],
    laterStylesheet: '/assets/later.css',
    images: ['/hero.webp'],
    inlineCss: true,
    language: 'de',
    ownWords: false,
  });
});

it('sees no inlined CSS in an empty style element, nor the owner’s words in a text that names their id', () => {
  const result = firstLoad('<html lang="en"><head><style data-first-screen></style></head><body><p>id="ui-texts"</p></body></html>');
  expect(result).toMatchObject({ inlineCss: false, ownWords: false });
});
