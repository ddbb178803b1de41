import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageChunks } from './chunk-graph.ts';
import { buildFiles, firstLoadWeight, gzipSize } from './measure.ts';
import { chunkMaker } from '../../test/support/chunk-report.ts';
import { tempBuilds } from '../../test/support/temp-build.ts';

const temp = tempBuilds('measure-');

describe('buildFiles', () => {
  it('measures each file of the build once, however many pages load it, and says which are missing', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'a.js'), 'console.log("a");'.repeat(100));
    fs.writeFileSync(path.join(dist, 'photo.webp'), 'x'.repeat(500));
    const build = buildFiles(dist, []);
    const size = build.size('/assets/a.js');
    expect(size).toBe(gzipSize('console.log("a");'.repeat(100)));
    expect(build.size('photo.webp')).toBe(500);
    expect(build.size('/missing.png')).toBeUndefined();
    // Measured already: a second page loading it does not read it again.
    fs.rmSync(dist, { recursive: true });
    expect(build.size('assets/a.js')).toBe(size);
  });
});

describe('firstLoadWeight', () => {
  it('counts the web fonts a page declares, in its stylesheet or in itself (a page without one), each once', () => {
    const dist = temp({
      'assets/styles-1.css': '@font-face{font-family:"Inter";src:url(/assets/fonts/inter-en-1.woff2);}body{color:red}',
      'assets/fonts/inter-en-1.woff2': 'w'.repeat(20_000),
      'assets/fonts/fraunces-en-2.woff2': 'w'.repeat(15_000),
    });
    const build = buildFiles(dist, []);
    const page = '<html><head><script data-stylesheet="/assets/styles-1.css">boot()</script></head><body></body></html>';
    const rows = (html: string) => firstLoadWeight(html, 'index.html', build).rows.map(([file]) => file);
    expect(rows(page)).toEqual(['index.html', '/assets/styles-1.css', '/assets/fonts/inter-en-1.woff2']);
    const notFound = `<html><head><noscript data-after-paint><style>@font-face { src: url(/assets/fonts/inter-en-1.woff2); }@font-face { src: url(/assets/fonts/fraunces-en-2.woff2); }</style></noscript></head></html>`;
    expect(rows(notFound)).toEqual(['index.html', '/assets/fonts/inter-en-1.woff2', '/assets/fonts/fraunces-en-2.woff2']);
    expect(firstLoadWeight(notFound, 'index.html', build).total).toBe(gzipSize(notFound) + 35_000);
  });
});

describe('pageChunks', () => {
  const chunk = chunkMaker('index.js');
  const chunks = [
    chunk('index.js', ['src/app/entry-client.ts']),
    chunk('runtime.js', ['src/islands/hydrate-island.tsx', 'node_modules/react-dom/client.js']),
    chunk('nav.js', ['src/sections/navigation/site-nav.island.tsx'], ['runtime.js']),
    chunk('en.js', ['src/i18n/dictionaries/en.ts']),
    chunk('fr.js', ['src/i18n/dictionaries/fr.ts']),
    chunk('form.js', ['src/sections/contact/contact-form.island.tsx'], ['runtime.js']),
    chunk('words.js', ['src/i18n/text-overrides.ts']),
  ];

  it('loads with the first island the hydration runtime and the page language’s dictionary, not the others', () => {
    expect(pageChunks(chunks, 'index.js', ['site-nav'], 'fr-CA').files.sort()).toEqual(['fr.js', 'index.js', 'nav.js', 'runtime.js']);
    expect(pageChunks(chunks, 'index.js', [], 'en').files).toEqual(['index.js']);
  });

  it('loads the default dictionary for a language of YAML alone, and the code of the owner’s words on a page that has some', () => {
    expect(pageChunks(chunks, 'index.js', ['site-nav'], 'nl').files.sort()).toEqual(['en.js', 'index.js', 'nav.js', 'runtime.js']);
    expect(pageChunks(chunks, 'index.js', ['site-nav'], 'fr', true).files.sort()).toEqual(['fr.js', 'index.js', 'nav.js', 'runtime.js', 'words.js']);
  });

  it('names what it cannot find', () => {
    expect(pageChunks(chunks, 'index.js', ['resume-menu'], 'de').missing).toEqual(['src/i18n/dictionaries/de.ts', 'island resume-menu']);
  });
});
