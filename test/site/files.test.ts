/**
 * The files the build made beside the pages, whatever the content: each page's share card is a
 * 1200×630 PNG, the CVs the pages link are real PDFs of one or two pages about the owner, each
 * JSON Resume is valid, the sitemap lists exactly the pages there are, robots.txt and the web
 * manifest point at files that exist, favicon.ico is an icon, and the web fonts a page declares are
 * WOFF2 files that hold every character the page shows (a site with the system's font has none).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as fontkit from 'fontkit';
import { FONT_FAMILIES, fontSources } from '../../scripts/look/font-families.ts';
import { pngSize } from '../support/png-info.ts';
import { readPdf } from '../support/pdf-reader.ts';
import { validateJsonResume } from '../support/validate-json-resume.ts';
import { builtPages, readBuilt, siteDist } from './support/built-site.ts';
import { shownCharacters } from './support/page-text.ts';

const pages = builtPages();
const html = (file: string) => readBuilt(file).toString('utf8');
const attribute = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];
/** A path on the site for an address on its published domain (or already a path). */
const localPath = (address: string) => new URL(address, 'https://site.invalid').pathname;
const exists = (urlPath: string) => fs.existsSync(path.join(siteDist, urlPath)) && fs.statSync(path.join(siteDist, urlPath)).isFile();

const home = html('index.html');
const ownerName = attribute(home, /<h1[^>]*>([^<]+)<\/h1>/);

describe('the share cards', () => {
  it.each(pages.filter((page) => page.status === 200))('$file shares a 1200×630 PNG card', ({ file }) => {
    const image = attribute(html(file), /<meta property="og:image" content="([^"]+)"/);
    expect(image, 'og:image').toBeDefined();
    const card = localPath(image ?? '');
    expect(exists(card), card).toBe(true);
    expect(pngSize(readBuilt(card))).toEqual({ width: 1200, height: 630 });
  });
});

describe('the CVs', () => {
  const pdfs = [...new Set(pages.flatMap(({ file }) => [...html(file).matchAll(/href="(\/[^"]+\.pdf)"/g)].map((match) => match[1] ?? '')))];

  it('are linked from the pages', () => {
    expect(ownerName).toBeDefined();
    // An owner who links CVs of their own elsewhere has none to check here.
    for (const pdf of pdfs) expect(exists(pdf), pdf).toBe(true);
  });

  it.each(pdfs)('%s is a PDF of one or two pages with the owner’s name in its text', async (pdf) => {
    const read = await readPdf(readBuilt(pdf));
    expect(read.pages).toBeGreaterThanOrEqual(1);
    expect(read.pages).toBeLessThanOrEqual(2);
    expect(read.text).toContain(ownerName);
  });

  const resumes = [...new Set(pages.map(({ file }) => attribute(html(file), /<link rel="alternate" type="application\/json" href="([^"]+)"/)))];
  it.each(resumes)('%s is a valid JSON Resume about the owner', (resume) => {
    expect(resume && exists(resume), resume).toBe(true);
    const doc = JSON.parse(readBuilt(resume ?? '').toString('utf8')) as { basics?: { name?: string } };
    expect(validateJsonResume(doc).errors).toEqual([]);
    expect(doc.basics?.name).toBe(ownerName);
  });
});

describe('the files for search engines and browsers', () => {
  it('sitemap.xml lists every page there is, and only those', () => {
    const listed = [
      ...readBuilt('sitemap.xml')
        .toString('utf8')
        .matchAll(/<loc>([^<]+)<\/loc>/g),
    ]
      .map((match) => localPath(match[1] ?? ''))
      .sort();
    const served = pages
      .filter((page) => page.status === 200)
      .map((page) => page.url)
      .sort();
    expect(listed).toEqual(served);
  });

  it('robots.txt allows crawling and names the sitemap', () => {
    const robots = readBuilt('robots.txt').toString('utf8');
    expect(robots).toContain('Allow: /');
    expect(localPath(attribute(robots, /^Sitemap: (\S+)$/m) ?? '')).toBe('/sitemap.xml');
  });

  it('site.webmanifest names icons that exist', () => {
    const manifest = JSON.parse(readBuilt('site.webmanifest').toString('utf8')) as { name?: string; icons: { src: string }[] };
    expect(manifest.name).toBeTruthy();
    for (const icon of manifest.icons) expect(exists(icon.src), icon.src).toBe(true);
  });

  it('favicon.ico, which is asked for without reading a page, is an icon that holds a 32×32 PNG', () => {
    const ico = readBuilt('favicon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    const png = ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + ico.readUInt32LE(14));
    expect(pngSize(png)).toEqual({ width: 32, height: 32 });
  });
});

/** Every character a bundled family can draw, in any of its scripts' files. */
function familyCodePoints(name: string): Set<number> {
  const family = Object.values(FONT_FAMILIES).find((candidate) => candidate.name === name);
  expect(family, `${name} is a bundled family`).toBeDefined();
  return new Set(
    fontSources(family!).flatMap(({ file }) => {
      const font = fontkit.create(fs.readFileSync(file));
      return 'characterSet' in font ? font.characterSet : [];
    }),
  );
}

describe('the web fonts', () => {
  const codePoints = new Map<string, Set<number>>();
  /** The characters a font file of the site holds. */
  const holds = (url: string) => {
    let known = codePoints.get(url);
    if (!known) {
      const bytes = readBuilt(url);
      expect(bytes.subarray(0, 4).toString('latin1'), `${url} is WOFF2`).toBe('wOF2');
      const font = fontkit.create(bytes);
      known = new Set('characterSet' in font ? font.characterSet : []);
      codePoints.set(url, known);
    }
    return known;
  };

  it.each(pages)(
    '$file: each family it declares holds every character the page shows, or the fallback draws what no file of that family has',
    ({ file }) => {
      const page = html(file);
      // Declared in its stylesheet (added after the first paint), or in the page itself when it has none.
      const stylesheet = attribute(page, /data-stylesheet="([^"]+)"/);
      const css = page + (stylesheet ? readBuilt(stylesheet).toString('utf8') : '');
      const faces = [...css.matchAll(/@font-face\s*\{\s*font-family:\s*"?([^";]+?)"?\s*;\s*src:\s*url\("?([^")]+)"?\)/g)].map(([, family, url]) => ({
        family,
        url,
      }));
      // A page with a web font's fallback has the web font's own face somewhere.
      if (/@font-face\s*\{[^}]*local\(/.test(page)) expect(faces.length, 'web font faces').toBeGreaterThan(0);
      for (const { url } of faces) expect(exists(url ?? ''), url).toBe(true);
      const shown = [...shownCharacters(page)].map((character) => character.codePointAt(0) ?? 0);
      for (const family of new Set(faces.map((face) => face.family))) {
        const held = new Set(faces.filter((face) => face.family === family).flatMap((face) => [...holds(face.url ?? '')]));
        // What the files lack must be what the family has no glyph for at all: it shows in the fallback, by the family's doing, not the build's.
        const drawable = familyCodePoints(family ?? '');
        const lost = shown.filter((codePoint) => !held.has(codePoint) && drawable.has(codePoint)).map((codePoint) => String.fromCodePoint(codePoint));
        expect(lost, `${family} on ${file}`).toEqual([]);
      }
    },
  );
});
