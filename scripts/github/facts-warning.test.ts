import { describe, expect, it } from 'vitest';
import { factsWarning } from './facts-warning.ts';

const none = { failed: new Map<string, string[]>(), kept: new Map<string, string>(), notFound: [], fileProblems: [] };

describe('the one GitHub facts warning line', () => {
  it('says which of the 404s keep their last good facts', () => {
    const kept = new Map([['a/private', '2026-11-20T10:00:00Z']]);
    expect(factsWarning({ ...none, kept, notFound: ['a/private', 'a/gone'], total: 4 })).toBe(
      '⚠ GitHub facts: GitHub does not know a/private, a/gone (404: private, renamed or gone); 1 repository keeps its facts of 2026-11-20; ' +
        '1 repository has none (a/gone) — the build goes on.',
    );
  });

  it('is nothing when every repository has fresh facts', () => {
    expect(factsWarning({ ...none, total: 3 })).toBeUndefined();
  });

  it('says one reason for every repository without naming each', () => {
    const failed = new Map([['the API refused (rate limit, 403)', ['a/one', 'a/two', 'a/three']]]);
    expect(factsWarning({ ...none, failed, total: 3 })).toBe(
      '⚠ GitHub facts: the API refused (rate limit, 403) for all 3 repositories; they have no facts — the build goes on.',
    );
    const kept = new Map([
      ['a/one', '2026-11-18T10:00:00Z'],
      ['a/two', '2026-11-20T10:00:00Z'],
    ]);
    expect(factsWarning({ ...none, failed, kept, total: 3 })).toBe(
      '⚠ GitHub facts: the API refused (rate limit, 403) for all 3 repositories; 2 repositories keep their facts of 2026-11-18 to 2026-11-20; 1 repository has none (a/three) — the build goes on.',
    );
  });

  it('names the repositories of each reason, a few at most, the 404s and a broken file', () => {
    const failed = new Map([
      ['the API did not answer within 4 s', ['a/1', 'a/2', 'a/3', 'a/4', 'a/5']],
      ['the API answered 502', ['a/6']],
    ]);
    expect(
      factsWarning({ failed, kept: new Map(), notFound: ['a/gone'], fileProblems: ['content/github-facts.json is not JSON (ignored)'], total: 7 }),
    ).toBe(
      '⚠ GitHub facts: the API did not answer within 4 s for a/1, a/2, a/3 and 2 more; the API answered 502 for a/6; ' +
        'GitHub does not know a/gone (404: private, renamed or gone); they have no facts; content/github-facts.json is not JSON (ignored) — the build goes on.',
    );
  });
});
