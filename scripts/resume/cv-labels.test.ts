import { expect, it } from 'vitest';
import { cvLabels } from './cv-labels.ts';

it('speaks a language or its base language, English otherwise, with the site’s own headings', () => {
  expect(cvLabels('fr')).toMatchObject({
    summary: 'Profil',
    experience: 'Expérience professionnelle',
  });
  expect(cvLabels('fr-CA').present).toBe('aujourd’hui');
  expect(cvLabels('de-AT')).toMatchObject({ experience: 'Berufserfahrung', present: 'heute' });
  expect(cvLabels('es')).toMatchObject({ education: 'Formación', present: 'actualidad' });
  expect(cvLabels('de').documentTitle('Sam Rivera')).toBe('Sam Rivera – Lebenslauf');
  expect(cvLabels('pt')).toMatchObject({ summary: 'Profile', skills: 'Technical Skills' });
  expect(cvLabels('en').documentTitle('Sam Rivera')).toBe('Sam Rivera — CV');
});
