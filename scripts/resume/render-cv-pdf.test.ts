import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telHref } from '../../src/lib/tel-href.ts';
import { sampleCv } from '../../test/support/sample-site.ts';
import { displayUrl } from './cv-parts.tsx';
import { readPdf, type PdfContent } from '../../test/support/pdf-reader.ts';
import { pdfPageCount, renderCvPdf } from './render-cv-pdf.ts';

const en = sampleCv('en');
const fr = sampleCv('fr');
const A4: [number, number] = [595.28, 841.89];
let pdf: Buffer;
let read: PdfContent;
let frRead: PdfContent;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-photo-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

beforeAll(async () => {
  pdf = await renderCvPdf(en);
  read = await readPdf(pdf);
  frRead = await readPdf(await renderCvPdf(fr));
}, 120_000);

describe('renderCvPdf', () => {
  it('makes one or two A4 pages of selectable text', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(read.pages).toBeGreaterThanOrEqual(1);
    expect(read.pages).toBeLessThanOrEqual(2);
    for (const size of read.sizes) expect(size).toEqual(A4);
    expect(frRead.pages).toBeLessThanOrEqual(2);
    expect(pdfPageCount(pdf)).toBe(read.pages);
  });

  it('prints the French CV in French, from the French content, every role and project in it', () => {
    for (const role of [...fr.experience.roles, ...fr.experience.internships]) expect(frRead.text).toContain(role.position);
    for (const project of fr.projects) expect(frRead.text).toContain(project.title);
    for (const word of ['Expérience professionnelle', 'Projets choisis', 'Présélection des candidats par IA']) expect(frRead.text).toContain(word);
  });

  it('sets a CV that runs long a little tighter, never over two pages, leaving nothing out', async () => {
    // Twice the projects: well over two pages at the designed size.
    const long = { ...en, projects: [...en.projects, ...en.projects.map((p) => ({ ...p, title: `${p.title} (again)` }))] };
    const longRead = await readPdf(await renderCvPdf(long));
    expect(longRead.pages).toBeGreaterThanOrEqual(2);
    for (const project of long.projects) expect(longRead.text).toContain(project.title);
  }, 60_000);

  it('prints the name, every role, every project and the accented words', () => {
    expect(read.text).toContain(en.profile.name);
    expect(read.text).toContain(en.profile.headline);
    for (const role of [...en.experience.roles, ...en.experience.internships]) {
      expect(read.text).toContain(role.position);
      expect(read.text).toContain(role.company);
    }
    for (const project of en.projects) expect(read.text).toContain(project.title);
    for (const word of ['Université Claude Bernard Lyon 1', 'Université Grenoble Alpes', 'Atelier Numérique']) expect(read.text).toContain(word);
    expect(read.text).toContain('Jan 2025 – Present');
  });

  it('links the email, the phone, the site, the profiles, every project link and every certificate', () => {
    const expected = [
      `mailto:${en.profile.email}`,
      telHref(en.profile.phone),
      en.site.url,
      en.profile.profiles.github,
      en.profile.profiles.linkedin,
      ...en.projects.flatMap((p) => [p.links?.live, p.links?.github]).filter((l) => l !== undefined),
      ...en.certifications.map((c) => c.link),
    ];
    for (const url of expected) expect(read.links.map((l) => l.replace(/\/$/, ''))).toContain(url.replace(/\/$/, ''));
    // The reader sees where each link goes, too.
    const compact = read.text.replace(/\s+/g, '');
    for (const url of expected.filter((u) => u.startsWith('https:') && !en.certifications.some((c) => c.link === u)))
      expect(compact).toContain(displayUrl(url));
    expect(read.text).toContain(en.profile.email);
  });

  it('embeds its fonts and says who and what it is', () => {
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+SourceSans3-Regular/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(read.info).toMatchObject({ Title: 'Sam Rivera — CV', Author: en.profile.name, Subject: en.profile.headline });
    expect(read.images).toBe(0);
    // The footer repeats who it is and how to reach them on every page.
    expect(read.text.split(`${en.profile.name} — CV ${en.profile.email} · ${en.profile.phone}`)).toHaveLength(read.pages + 1);
  });

  it('prints French headings, months and the French word for an open end', () => {
    for (const text of ['Expérience professionnelle', 'Formation', 'Compétences techniques', 'janv. 2025 – aujourd’hui', 'févr. 2024 – août 2024']) {
      expect(frRead.text).toContain(text);
    }
  });

  it('places a portrait given as PNG or WebP (JPEG is what both become)', async () => {
    for (const ext of ['png', 'webp']) {
      const file = path.join(tmp, `me.${ext}`);
      await sharp({ create: { width: 400, height: 500, channels: 3, background: '#7a8fb0' } })
        .toFormat(ext as 'png' | 'webp')
        .toFile(file);
      const withPhoto = await readPdf(await renderCvPdf(en, { photoFile: file }));
      expect(withPhoto.images, ext).toBe(1);
      expect(withPhoto.pages).toBeLessThanOrEqual(2);
    }
  }, 120_000);

  it('makes the same bytes from the same content and date, so a rebuild changes nothing', async () => {
    const date = new Date('2026-01-02T03:04:05Z');
    const [first, second] = await Promise.all([renderCvPdf(en, { date }), renderCvPdf(en, { date })]);
    expect(first.equals(second)).toBe(true);
    expect((await readPdf(first)).info).toMatchObject({ CreationDate: expect.stringContaining('20260102030405') });
  }, 60_000);

  it('draws CVs one after another, side by side, with characters only its last-resort font has (found by the fuzz suite)', async () => {
    const date = new Date('2026-01-02T03:04:05Z');
    const odd = { ...en, profile: { ...en.profile, location: `${en.profile.location} ὢ𝃯ﳮｓき` } };
    const [first, second] = await Promise.all([renderCvPdf(odd, { date }), renderCvPdf(odd, { date })]);
    expect(first.equals(second)).toBe(true);
    expect((await renderCvPdf(odd, { date })).equals(first)).toBe(true);
  }, 60_000);

  it('says what is wrong with a photo it cannot use', async () => {
    await expect(renderCvPdf(en, { photoFile: path.join(tmp, 'me.gif') })).rejects.toThrow(
      `The photo ${path.join(tmp, 'me.gif')} cannot go in the PDF: use a .jpg, .png, .webp or .avif image.`,
    );
    await expect(renderCvPdf(en, { photoFile: path.join(tmp, 'missing.jpg') })).rejects.toThrow('does not exist: check profile.photo');
  });
});
