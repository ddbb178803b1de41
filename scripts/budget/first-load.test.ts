import { expect, it } from 'vitest';
import { firstLoad } from './first-load.ts';

it('lists the entry script, modulepreloads, icons and eager images, and sees inlined CSS', () => {
  const html = `<html><head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script src="/boot.js"></script>
    <script type="application/ld+json">{}</script>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-b.js">
    <link rel="modulepreload" crossorigin href="/assets/chunk-b.js">
    <link rel="canonical" href="https://example.com/" />
    <style data-styled="true" data-styled-version="6">.a{color:red}</style>
  </head><body><img src="/hero.webp" alt=""><img src="/below.webp" loading="lazy" alt=""></body></html>`;
  expect(firstLoad(html)).toEqual({
    scripts: ['/boot.js', '/assets/index-a.js', '/assets/chunk-b.js'],
    stylesheets: [],
    images: ['/favicon.svg', '/hero.webp'],
    inlineCss: true,
  });
});

it('notices an external stylesheet and missing inline CSS', () => {
  const result = firstLoad('<link rel="stylesheet" href="/assets/app.css"><style>.x{}</style>');
  expect(result.stylesheets).toEqual(['/assets/app.css']);
  expect(result.inlineCss).toBe(false);
});
