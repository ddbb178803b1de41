import { describe, expect, it } from 'vitest';
import { checkUniqueSlugs } from './slug-checks.ts';

function problems(projects: object[]): string[] {
  const found: string[] = [];
  checkUniqueSlugs(projects, (file, pointer, message, hint) => found.push(`${file} ${pointer}: ${message} — ${hint ?? ''}`));
  return found;
}

describe('checkUniqueSlugs', () => {
  it('accepts distinct slugs, own or derived', () => {
    expect(problems([{ title: 'Générateur de PDF' }, { title: 'PDF Generator' }, { title: 'Other', slug: 'pdf' }])).toEqual([]);
  });

  it('reports a derived slug that collides at the title, and an own one at the slug', () => {
    expect(problems([{ title: 'Générateur de PDF' }, { title: 'Generateur de PDF!' }, { title: 'X', slug: 'generateur-de-pdf' }])).toEqual([
      'projects /projects/1/title: this title makes the slug "generateur-de-pdf", which projects[0] already uses — give one of them its own `slug:` (each project needs its own address, /projects/<slug>/)',
      'projects /projects/2/slug: slug "generateur-de-pdf", which projects[0] already uses — give one of them its own `slug:` (each project needs its own address, /projects/<slug>/)',
    ]);
  });

  it('leaves equal titles to the title check', () => {
    expect(problems([{ title: 'GymFlow' }, { title: 'gymflow ' }])).toEqual([]);
  });

  it('reports a title that makes no slug', () => {
    expect(problems([{ title: '!!!' }])).toEqual([
      'projects /projects/0/title: has no letter or digit to make the project’s address from — add `slug:` to this project, for example slug: my-project',
    ]);
  });

  it('skips entries the schema already rejects', () => {
    expect(problems([{}, { title: 42 }])).toEqual([]);
  });
});
