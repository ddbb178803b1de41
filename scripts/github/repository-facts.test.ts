import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, factsFromApi, factsFromFile } from './repository-facts.ts';

const answer = { stargazers_count: 128, language: 'TypeScript', pushed_at: '2026-11-20T09:12:00Z', archived: false, description: 'A client manager' };

describe("GitHub's answer, read as hostile", () => {
  it('keeps the four facts and the description, and nothing else', () => {
    expect(factsFromApi({ ...answer, owner: { login: 'x' }, html_url: 'javascript:alert(1)' })).toEqual({
      stars: 128,
      language: 'TypeScript',
      pushedAt: '2026-11-20T09:12:00Z',
      archived: false,
      description: 'A client manager',
    });
  });

  it('refuses an answer whose stars, last push or archived state is missing or of the wrong kind', () => {
    for (const wrong of [
      { stargazers_count: '128' },
      { stargazers_count: -1 },
      { stargazers_count: 1.5 },
      { stargazers_count: 2 ** 60 },
      { pushed_at: 'yesterday' },
      { pushed_at: '2026-13-45T99:00:00Z' },
      { pushed_at: null },
      { archived: 'false' },
    ])
      expect(factsFromApi({ ...answer, ...wrong }), JSON.stringify(wrong)).toBeUndefined();
    for (const notAnObject of [null, [], 'text', 42]) expect(factsFromApi(notAnObject)).toBeUndefined();
  });

  it('leaves out a language that is not a short name, and a repository without one has none', () => {
    for (const language of ['<script>alert(1)</script>', 'x'.repeat(41), 42, null, ''])
      expect(factsFromApi({ ...answer, language })).not.toHaveProperty('language');
    for (const language of ['C++', 'C#', 'Jupyter Notebook', "Ren'Py", 'Objective-C'])
      expect(factsFromApi({ ...answer, language })?.language).toBe(language);
  });

  it('keeps a description as plain text on one line, cut at the limit', () => {
    expect(factsFromApi({ ...answer, description: '<img src=x onerror=alert(1)>' })?.description).toBe('<img src=x onerror=alert(1)>');
    expect(factsFromApi({ ...answer, description: 'two\n\nlines\u0000 and\u202e more' })?.description).toBe('two lines and more');
    const long = factsFromApi({ ...answer, description: 'word '.repeat(10_000) })?.description ?? '';
    expect([...long].length).toBe(DESCRIPTION_LIMIT);
    expect(long.endsWith('…')).toBe(true);
    for (const description of [null, 42, { html: '<b>' }, '   ']) expect(factsFromApi({ ...answer, description })).not.toHaveProperty('description');
  });
});

describe('a facts file entry', () => {
  const entry = { stars: 3, language: 'Go', pushedAt: '2026-01-02T03:04:05Z', archived: true };

  it('reads back what the build wrote', () => {
    expect(factsFromFile(entry)).toEqual(entry);
    expect(factsFromFile({ ...entry, description: 'A tool' })).toEqual({ ...entry, description: 'A tool' });
  });

  it('is refused whole when a hand has made any fact wrong', () => {
    for (const wrong of [{ stars: 'many' }, { language: '<b>Go</b>' }, { description: 'two\nlines' }, { archived: 1 }, { pushedAt: '2026-01-02' }])
      expect(factsFromFile({ ...entry, ...wrong }), JSON.stringify(wrong)).toBeUndefined();
  });
});
