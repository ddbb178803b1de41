import { expect, it } from 'vitest';
import { kebabCase } from './kebab-case.ts';

it('folds accents, drops apostrophes and joins words with dashes', () => {
  expect(kebabCase('Atelier Numérique')).toBe('atelier-numerique');
  expect(kebabCase("Master's Degree in Computer Science — Software Engineering")).toBe('masters-degree-in-computer-science-software-engineering');
  expect(kebabCase('  Forge & Field Studio! ')).toBe('forge-field-studio');
  expect(kebabCase('Sam Rivera')).toBe('sam-rivera');
  expect(kebabCase('Œuvre commune')).toBe('oeuvre-commune');
  expect(kebabCase('Ærøskøbing Straße')).toBe('aeroskobing-strasse');
});
