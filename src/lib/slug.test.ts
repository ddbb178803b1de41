import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectSlug, slugify, SLUG_PATTERN } from './slug.ts';

describe('slugify', () => {
  it('makes readable, URL-safe kebab case with accents folded', () => {
    expect(slugify('Générateur de PDF')).toBe('generateur-de-pdf');
    expect(slugify('GymFlow Client Manager')).toBe('gymflow-client-manager');
    expect(slugify('Œuvre « complète » & Cie.')).toBe('oeuvre-complete-cie');
    expect(slugify("  Sam's AI/ML — Toolkit 2.0 ")).toBe('sams-ai-ml-toolkit-2-0');
  });

  it('gives an empty slug for a title with no letter or digit (the content check reports it)', () => {
    expect(slugify('!!! ???')).toBe('');
  });

  it('always matches the slug pattern when not empty', () => {
    for (const title of ['Générateur de PDF', 'a', 'A--B', '  x  y  ', 'Ærøskøbing Straße 12']) expect(slugify(title)).toMatch(SLUG_PATTERN);
  });
});

describe('projectSlug', () => {
  it("prefers the project's own slug, and otherwise derives it from the title", () => {
    expect(projectSlug({ title: 'Générateur de PDF', slug: 'pdf' })).toBe('pdf');
    expect(projectSlug({ title: 'Générateur de PDF' })).toBe('generateur-de-pdf');
  });
});

describe('SLUG_PATTERN', () => {
  it('is the pattern of `slug` in the projects schema', () => {
    const schema = JSON.parse(fs.readFileSync(new URL('../../schemas/projects.schema.json', import.meta.url), 'utf8')) as {
      properties: { projects: { items: { properties: { slug: { pattern: string } } } } };
    };
    expect(schema.properties.projects.items.properties.slug.pattern).toBe(SLUG_PATTERN.source);
    for (const bad of ['Upper', 'two--dashes', '-lead', 'trail-', 'spa ce', 'accént', 'dot.s', '']) expect(bad).not.toMatch(SLUG_PATTERN);
  });
});
