/**
 * The files the build made beside the pages, whatever the content: each page's share card is a
 * 1200×630 PNG, the CVs the pages link are real PDFs of one or two pages about the owner, each
 * JSON Resume is valid, the sitemap lists exactly the pages there are, robots.txt and the web
 * manifest point at files that exist, and favicon.ico is an icon.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pngSize } from '../support/png-info.ts';
import { readPdf } from '../support/pdf-reader.ts';
import { validateJsonResume } from '../support/validate-json-resume.ts';
import { builtPages, readBuilt, siteDist } from './support/built-site.ts';

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
