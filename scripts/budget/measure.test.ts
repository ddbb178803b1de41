import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChunkReport } from './bundle-report.ts';
import { pageChunks } from './chunk-graph.ts';
import { buildFiles, gzipSize, heroBytes, homePages } from './measure.ts';

describe('heroBytes', () => {
  it('measures the document up to the end of the hero, gzipped', () => {
    const head = `<html><head><style>${'.a{color:red}'.repeat(50)}</style></head><body>`;
    const hero = '<section id="home"><h1>Sam</h1></section>';
    const rest = `<section id="about">${'<p>About</p>'.repeat(500)}</section></body></html>`;
    expect(heroBytes(head + hero + rest)).toBe(gzipSize(head + hero));
    expect(heroBytes('<main>no hero</main>')).toBeUndefined();
  });
});

describe('homePages', () => {
  it('lists the default home page, then each language’s', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    for (const page of ['index.html', 'fr/index.html', 'projects/x/index.html', 'assets/a.js', 'de/404.html']) {
      fs.mkdirSync(path.dirname(path.join(dist, page)), { recursive: true });
      fs.writeFileSync(path.join(dist, page), '');
    }
    expect(homePages(dist)).toEqual(['index.html', 'fr/index.html']);
    fs.rmSync(dist, { recursive: true });
  });
});

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

describe('pageChunks', () => {
  const chunk = (file: string, modules: string[], imports: string[] = []): ChunkReport => ({
    file,
    isEntry: file === 'index.js',
    modules: Object.fromEntries(modules.map((m) => [m, 100])),
    imports,
    dynamicImports: [],
  });
  const chunks = [
    chunk('index.js', ['src/app/entry-client.ts']),
    chunk('runtime.js', ['src/islands/hydrate-island.tsx', 'node_modules/react-dom/client.js']),
    chunk('nav.js', ['src/sections/navigation/site-nav.island.tsx'], ['runtime.js']),
    chunk('en.js', ['src/i18n/dictionaries/en.ts']),
    chunk('fr.js', ['src/i18n/dictionaries/fr.ts']),
    chunk('form.js', ['src/sections/contact/contact-form.island.tsx'], ['runtime.js']),
  ];

  it('loads with the first island the hydration runtime and the page language’s dictionary, not the others', () => {
    expect(pageChunks(chunks, 'index.js', ['site-nav'], 'fr-CA').files.sort()).toEqual(['fr.js', 'index.js', 'nav.js', 'runtime.js']);
    expect(pageChunks(chunks, 'index.js', [], 'en').files).toEqual(['index.js']);
  });

  it('names what it cannot find', () => {
    expect(pageChunks(chunks, 'index.js', ['resume-menu'], 'de').missing).toEqual(['src/i18n/dictionaries/de.ts', 'island resume-menu']);
  });
});
