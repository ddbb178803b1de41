import { describe, expect, it } from 'vitest';
import { defaultCategories, keyCategories, resolveCategories } from './resolve-categories.ts';

describe('today’s categories', () => {
  it('are keyed as content has always written them, and named in the page’s language', () => {
    expect(defaultCategories('projects', 'en')).toEqual([
      { id: 'Web Application', label: 'Web Application' },
      { id: 'AI Automation', label: 'AI Automation' },
    ]);
    expect(defaultCategories('projects', 'fr-CA').map(({ label }) => label)).toEqual(['Application web', 'Automatisation IA']);
    expect(defaultCategories('experience', 'fr').map(({ id }) => id)).toEqual(['Full-time', 'Contract', 'Master Thesis Internship', 'Bachelor Thesis Internship']);
    // A language without a dictionary has English's words.
    expect(defaultCategories('experience', 'pt')[3]).toEqual({ id: 'Bachelor Thesis Internship', label: 'Bachelor Thesis Internship' });
    expect(defaultCategories('experience', 'de')[2]).toEqual({ id: 'Master Thesis Internship', label: 'Praktikum mit Masterarbeit' });
  });

  it('fill in a file that declares none, in each language', () => {
    expect(resolveCategories('projects', { projects: [] }, 'fr')).toEqual({ projects: [], types: defaultCategories('projects', 'fr') });
    expect(resolveCategories('experience', { roles: [], internships: [] }, 'en')).toMatchObject({ types: defaultCategories('experience', 'en') });
    expect(resolveCategories('skills', { categories: [] }, 'en')).toEqual({ categories: [] });
  });
});

describe('declared categories', () => {
  it('get their keys before a translation is laid over: their own id, or the label they are written with', () => {
    const data = { types: [{ id: 'web', label: 'Web Application' }, { label: 'Mobile App' }], projects: [] };
    const keyed = keyCategories('projects', data);
    expect(keyed).toEqual({ types: [{ id: 'web', label: 'Web Application' }, { id: 'mobile-app', label: 'Mobile App' }], projects: [] });
    expect(data.types[1]).toEqual({ label: 'Mobile App' });
    expect(keyCategories('skills', { types: 'anything' })).toEqual({ types: 'anything' });
  });

  it('replace today’s in every language', () => {
    const keyed = keyCategories('experience', { types: [{ label: 'Freelance' }], roles: [], internships: [] });
    expect(resolveCategories('experience', keyed, 'fr')).toBe(keyed);
  });
});
