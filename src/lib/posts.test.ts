import { describe, expect, it } from 'vitest';
import { allTags, aroundPost, newestFirst, postsTagged, readingMinutes, tagSlug } from './posts.ts';

const post = (slug: string, date: string, tags: string[] = []) => ({ slug, date, tags: tags.map((label) => ({ label, slug: tagSlug(label) })) });

describe('posts', () => {
  it('orders newest first, and posts of one day by slug', () => {
    const posts = [post('b', '2026-01-02'), post('c', '2026-03-01'), post('a', '2026-01-02')];
    expect(newestFirst(posts).map((p) => p.slug)).toEqual(['c', 'a', 'b']);
  });

  it('makes a tag an address segment', () => {
    expect(tagSlug('Next.js')).toBe('next-js');
    expect(tagSlug('Automatisation IA')).toBe('automatisation-ia');
  });

  it('finds the older and the newer post', () => {
    const posts = newestFirst([post('old', '2025-01-01'), post('mid', '2025-06-01'), post('new', '2026-01-01')]);
    expect(aroundPost(posts, 'mid')).toEqual({ older: posts[2], newer: posts[0] });
    expect(aroundPost(posts, 'new').newer).toBeUndefined();
    expect(aroundPost(posts, 'old').older).toBeUndefined();
    expect(aroundPost(posts, 'nope')).toEqual({});
  });

  it('lists a tag and counts tags', () => {
    const posts = [post('a', '2026-01-01', ['TypeScript', 'Vite']), post('b', '2026-01-02', ['TypeScript'])];
    expect(postsTagged(posts, 'vite').map((p) => p.slug)).toEqual(['a']);
    expect(allTags(posts).map(({ tag, count }) => [tag.slug, count])).toEqual([
      ['typescript', 2],
      ['vite', 1],
    ]);
  });

  it('reads 220 words a minute, never less than one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array.from({ length: 1100 }, () => 'word').join(' '))).toBe(5);
    expect(readingMinutes("l'automatisation c'est ça")).toBe(1);
  });
});
