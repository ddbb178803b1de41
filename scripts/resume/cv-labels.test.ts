import { expect, it } from 'vitest';
import { CV_LABELS, cvLabels, fillLabel } from './cv-labels.ts';

it('picks the table of a language or of its base language, English otherwise', () => {
  expect(cvLabels('fr')).toBe(CV_LABELS.fr);
  expect(cvLabels('fr-CA')).toBe(CV_LABELS.fr);
  expect(cvLabels('de')).toBe(CV_LABELS.en);
  expect(Object.keys(CV_LABELS.fr).sort()).toEqual(Object.keys(CV_LABELS.en).sort());
});

it('fills placeholders and leaves unknown ones alone', () => {
  expect(fillLabel('{name} — CV', { name: 'Sam Rivera' })).toBe('Sam Rivera — CV');
  expect(fillLabel('{name} {other}', { name: 'Sam' })).toBe('Sam {other}');
});
