import { expect, it } from 'vitest';
import { cvPdfHref } from './cv-files.ts';

it('names the PDF after the owner, accents folded, and the language', () => {
  expect(cvPdfHref('Sam Rivera', 'en')).toBe('/cv/sam-rivera-en.pdf');
  expect(cvPdfHref('Zoé Lefèvre-Durand', 'fr')).toBe('/cv/zoe-lefevre-durand-fr.pdf');
});

it('still gives a file name when the name has no letters or digits', () => {
  expect(cvPdfHref('—', 'fr')).toBe('/cv/cv-fr.pdf');
});
