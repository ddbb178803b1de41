/** The owner's own sections in the PDF CV, read back from the PDF of the shaped site (test/fixtures/shaped-site/). */
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf, type PdfContent } from '../../test/support/pdf-reader.ts';
import { shapedCv } from '../../test/support/shaped-site.ts';
import { renderCvPdf } from './render-cv-pdf.ts';

const read: Record<string, PdfContent> = {};

beforeAll(async () => {
  for (const lang of ['en', 'fr']) read[lang] = await readPdf(await renderCvPdf(shapedCv(lang)));
}, 120_000);

/** Each text is in the PDF after the one before it (those that are not are named), and `absent` is not in it. */
function expectPrinted(pdf: PdfContent | undefined, texts: readonly string[], absent: string): void {
  let from = 0;
  const found = texts.filter((text) => {
    const at = pdf?.text.indexOf(text, from) ?? -1;
    if (at >= 0) from = at + text.length;
    return at >= 0;
  });
  expect(found).toEqual(texts);
  expect(pdf?.text).not.toContain(absent);
}

describe('the owner’s own sections in the PDF CV', () => {
  it('prints each in its place on the page, with every entry, and leaves out the built-in section the page leaves out', () => {
    const texts = [
      'Profile',
      'Professional Experience',
      'Internships',
      'Talks & Writing',
      'Spreadsheets Are Databases Too Mar 2024',
      'Lyon JS meetup · Lyon, France · lyonjs.example.org/talks/spreadsheets',
      'How a 40-tab spreadsheet became a typed API without anyone changing their habits.',
      '• Live demo of a Google Sheets sync with conflict detection.',
      '• Slides and code published under MIT.',
      'OCR Pipelines That Admit Doubt Nov 2023',
      'DevSummit Paris',
      'Confidence scores, human review queues, and why 97 % accuracy is not enough.',
      'Education',
      'Certifications',
      'Now',
      "Moving a logistics client's spreadsheets onto a typed API, one tab at a time.",
      'Writing up the OCR review queue as a short guide for small teams.',
      'Selected Projects',
      'Open Source',
      'sheet-sync github.com/sam-rivera-dev/sheet-sync',
      'Two-way sync between Google Sheets and PostgreSQL with row-level conflict detection.',
      'TypeScript · PostgreSQL',
      'pdf-fields',
      'Fills PDF forms from JSON, with a dry-run report of every field it could not place.',
      'Python',
    ];
    expectPrinted(read.en, texts, 'Technical Skills');
    expect(read.en?.links).toEqual(
      expect.arrayContaining(['https://lyonjs.example.org/talks/spreadsheets', 'https://github.com/sam-rivera-dev/sheet-sync']),
    );
  });

  it('prints the French CV’s sections in French, their dates in French', () => {
    const texts = [
      'Expérience professionnelle',
      'Conférences et écrits',
      'Les tableurs aussi sont des bases de données mars 2024',
      'Meetup Lyon JS · Lyon, France · lyonjs.example.org/talks/spreadsheets',
      '• Diapositives et code publiés sous licence MIT.',
      'Des chaînes d’OCR qui admettent le doute nov. 2023',
      'Formation',
      'En ce moment',
      'Je rédige un court guide de la file de relecture OCR pour les petites équipes.',
      'Projets choisis',
      'Open source',
      'Synchronisation bidirectionnelle entre Google Sheets et PostgreSQL, avec détection des conflits ligne par ligne.',
    ];
    expectPrinted(read.fr, texts, 'Compétences techniques');
  });
});
