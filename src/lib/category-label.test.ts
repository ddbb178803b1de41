import { expect, it } from 'vitest';
import { categoryLabel } from './category-label.ts';

const types = [
  { id: 'web', label: 'Application web' },
  { id: 'automation', label: 'Automatisation IA' },
];

it('names a category by the label of its key', () => {
  expect(categoryLabel(types, 'automation')).toBe('Automatisation IA');
  expect(categoryLabel([{ id: 'Web Application', label: 'Application web' }], 'Web Application')).toBe('Application web');
});

it('shows a key that names no category as it is', () => {
  expect(categoryLabel(types, 'mobile')).toBe('mobile');
});
