import { describe, expect, it } from 'vitest';
import { factsFor, repositoryOf, shownFactsBySlug } from './github-facts.ts';

describe('a GitHub link', () => {
  it('names its repository as owner/name, in lower case', () => {
    expect(repositoryOf('https://github.com/Example-Sam/GymFlow')).toBe('example-sam/gymflow');
    expect(repositoryOf('https://github.com/example/tool.git')).toBe('example/tool');
    expect(repositoryOf('https://www.github.com/example/tool/tree/main/src')).toBe('example/tool');
  });

  it('names none for a profile, another host or no link', () => {
    for (const url of [
      'https://github.com/example',
      'https://gitlab.com/example/tool',
      'https://github.com.evil.example/a/b',
      'not a url',
      undefined,
    ])
      expect(repositoryOf(url), String(url)).toBeUndefined();
  });
});

describe("a project's facts", () => {
  const facts = { stars: 128, language: 'TypeScript', pushedAt: '2026-11-20T23:30:00Z', archived: false };
  const table = { 'example/gymflow': facts };
  const projects = [
    { slug: 'gymflow', links: { github: 'https://github.com/Example/GymFlow' } },
    { slug: 'other', links: { github: 'https://github.com/example/other' } },
    { slug: 'no-link' },
  ];

  it('are found by its link', () => {
    expect(factsFor(table, projects[0]!)).toBe(facts);
    expect(factsFor(table, projects[2]!)).toBeUndefined();
  });

  it("travel to an island only for the projects that have them, the last push's day in the page's language (UTC)", () => {
    expect(shownFactsBySlug(table, projects, 'en')).toEqual({ gymflow: { ...facts, pushedOn: 'November 20, 2026' } });
    expect(shownFactsBySlug(table, projects, 'fr').gymflow?.pushedOn).toBe('20 novembre 2026');
  });
});
