import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../site/site.ts';
import { readPdf } from '../../test/support/pdf-reader.ts';
import { sampleCv, sampleSite } from '../../test/support/sample-site.ts';
import { themedSite } from '../../test/support/themed-site.ts';
import { cvFiles } from './cv-files.ts';
import { siteCvLook } from './cv-look.ts';
import { DEFAULT_CV_THEME } from './cv-styles.ts';
import { cvTheme } from './cv-theme.ts';
import { renderCvPdf } from './render-cv-pdf.ts';

const date = new Date('2026-01-02T03:04:05Z');
const baseFonts = (pdf: Buffer) => [...new Set(pdf.toString('latin1').match(/(?<=\/BaseFont \/[A-Z]{6}\+)[\w-]+/g))].sort();
let themed: { site: Site; remove: () => void };

beforeAll(async () => {
  themed = await themedSite({ accent: '#0f766e', font: 'source-serif-4', headingFont: 'fraunces', scheme: 'dark' });
}, 60_000);
afterAll(() => themed.remove());

describe('the CV in the owner’s look', () => {
  it('maps its text as its own content, whatever CV was drawn before it in the process (a build draws several)', async () => {
    const inter = await themedSite({ font: 'inter' });
    try {
      const draw = (lang: string) => {
        const file = cvFiles(inter.site).find((f) => f.lang === lang)!;
        return renderCvPdf(file.cv, { date, look: siteCvLook(inter.site, lang) }).then((pdf) => ({ pdf, content: JSON.stringify(file.cv) }));
      };
      await draw('en');
      const french = await draw('fr');
      const count = (text: string, character: string) => text.split(character).length - 1;
      const { text } = await readPdf(french.pdf);
      // Drawn after the English CV, the French one's apostrophes once read as something else (4 of 47 were left).
      expect(count(text, '’')).toBeGreaterThan(count(french.content, '’') / 2);
      // And the same bytes as drawn again.
      expect((await draw('fr')).pdf.equals(french.pdf)).toBe(true);
    } finally {
      inter.remove();
    }
  }, 60_000);

  it('takes the light scheme’s accent, even on a site that starts dark (a CV is printed on white), and the site’s families', () => {
    const look = siteCvLook(themed.site, 'fr');
    expect(look.accent).toBe(themed.site.looks.get('fr')!.light.accent);
    expect(look.accent).not.toBe(themed.site.looks.get('fr')!.dark.accent);
    expect(look.typefaces).toEqual({ body: 'source-serif-4', heading: 'fraunces' });
  });

  it('is the CV as it always was without a theme: its own blue, Source Sans 3, the same bytes', async () => {
    const look = siteCvLook(await sampleSite(), 'en');
    expect(look).toEqual({ accent: undefined, typefaces: { body: 'system', heading: 'system' } });
    expect(await cvTheme(look)).toEqual(DEFAULT_CV_THEME);
    const cv = sampleCv('en');
    const [plain, withLook] = await Promise.all([renderCvPdf(cv, { date }), renderCvPdf(cv, { date, look })]);
    expect(withLook.equals(plain)).toBe(true);
    expect(baseFonts(plain)).toEqual(['SourceSans3-Bold', 'SourceSans3-Regular']);
    expect((await readPdf(plain)).fills).toContain('#1f4fa3');
  }, 60_000);

  it('embeds the body and heading families, prints the accent, and a Cyrillic name from the fallback', async () => {
    const { cv } = cvFiles(themed.site).find(({ lang }) => lang === 'en')!;
    const name = 'Александра Иванова';
    const pdf = await renderCvPdf({ ...cv, profile: { ...cv.profile, name } }, { date, look: siteCvLook(themed.site, 'en') });
    const fonts = baseFonts(pdf);
    // Source Serif 4 for the text (bold and regular), Fraunces for the headings.
    expect(fonts).toEqual(expect.arrayContaining(['SourceSerif4-Regular', 'SourceSerif4-Bold', 'Fraunces-Bold']));
    // The name: Fraunces has no Cyrillic, so the heading prints it in Source Sans 3; the footer's text
    // family has Cyrillic, in a file of its own.
    expect(fonts).toEqual(expect.arrayContaining(['SourceSans3-Bold', 'SourceSerif4Cyrillic-Regular']));
    const read = await readPdf(pdf);
    expect(read.text).toContain(name);
    expect(read.text).toContain('Université Claude Bernard Lyon 1');
    expect(read.fills).toContain('#0f766e');
    expect(read.fills).not.toContain('#1f4fa3');
    expect(read.pages).toBeLessThanOrEqual(2);
  }, 60_000);
});
