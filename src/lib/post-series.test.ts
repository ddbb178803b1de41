import { describe, expect, it } from 'vitest';
import { relatedPosts, seriesParts } from './post-series.ts';

interface Fake {
  slug: string;
  date: string;
  series?: { slug: string };
  seriesOrder?: number;
  tags: { slug: string }[];
}

const post = (slug: string, date: string, more: Partial<Fake> = {}): Fake => ({ slug, date, tags: [], ...more });
const slugs = (posts: readonly Fake[] | undefined) => posts?.map((p) => p.slug);

describe('a series’ parts', () => {
  const invoices = { slug: 'invoices' };

  it('are in the order of their dates when they have no seriesOrder, the oldest first, the same day by slug', () => {
    const posts = [
      post('c', '2026-03-01', { series: invoices }),
      post('x', '2026-02-01'),
      post('b', '2026-01-01', { series: invoices }),
      post('a', '2026-01-01', { series: invoices }),
    ];
    expect(slugs(seriesParts(posts, posts[0]!))).toEqual(['a', 'b', 'c']);
  });

  it('are in the order of their seriesOrder when every part has one', () => {
    const posts = [post('a', '2026-01-01', { series: invoices, seriesOrder: 2 }), post('b', '2026-03-01', { series: invoices, seriesOrder: 1 })];
    expect(slugs(seriesParts(posts, posts[0]!))).toEqual(['b', 'a']);
  });

  it('are none for a post in no series, or alone in its series', () => {
    const posts = [post('a', '2026-01-01'), post('b', '2026-01-02', { series: invoices })];
    expect(seriesParts(posts, posts[0]!)).toBeUndefined();
    expect(seriesParts(posts, posts[1]!)).toBeUndefined();
  });
});

describe('related posts', () => {
  const tags = (...names: string[]) => names.map((slug) => ({ slug }));

  it('are those sharing the most tags, then the newest, never the post itself, at most three', () => {
    const self = post('self', '2026-01-01', { tags: tags('ai', 'ops') });
    const posts = [
      self,
      post('one-old', '2025-01-01', { tags: tags('ai') }),
      post('two', '2024-01-01', { tags: tags('ai', 'ops') }),
      post('none-new', '2026-06-01'),
      post('one-new', '2025-06-01', { tags: tags('ops', 'web') }),
      post('none-old', '2020-01-01'),
    ];
    expect(slugs(relatedPosts(posts, self))).toEqual(['two', 'one-new', 'one-old']);
    expect(slugs(relatedPosts(posts, self, [], 5))).toEqual(['two', 'one-new', 'one-old', 'none-new', 'none-old']);
  });

  it('leave out the posts the page links already', () => {
    const self = post('self', '2026-01-01', { tags: tags('ai') });
    const before = post('before', '2025-01-01', { tags: tags('ai') });
    const posts = [self, before, post('other', '2024-01-01', { tags: tags('ai') })];
    expect(slugs(relatedPosts(posts, self, [before, undefined]))).toEqual(['other']);
  });

  it('are the newest posts for a post without tags', () => {
    const self = post('self', '2026-01-01');
    expect(slugs(relatedPosts([self, post('a', '2025-01-01'), post('b', '2026-02-01')], self))).toEqual(['b', 'a']);
  });
});
