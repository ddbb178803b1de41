import { describe, expect, it } from 'vitest';
import { feedLinks, feedPosts } from './feed-links.ts';

const posts = [
  { slug: 'new', language: 'fr' },
  { slug: 'draft', language: 'fr', draft: true },
  { slug: 'untranslated', language: 'en' },
  { slug: 'old', language: 'fr', draft: false },
];

describe('feeds of a language', () => {
  it('carry the posts written in it, in their order, drafts left out', () => {
    expect(feedPosts(posts, 'fr').map((post) => post.slug)).toEqual(['new', 'old']);
    expect(feedPosts(posts, 'en').map((post) => post.slug)).toEqual(['untranslated']);
    expect(feedPosts(posts, 'de')).toEqual([]);
  });

  it('are announced in each format, under the language’s prefix', () => {
    expect(feedLinks({ title: 'Sam Rivera', base: '/fr', posts }, 'fr')).toEqual([
      { type: 'application/rss+xml', title: 'Sam Rivera (RSS)', href: '/fr/rss.xml' },
      { type: 'application/atom+xml', title: 'Sam Rivera (Atom)', href: '/fr/atom.xml' },
      { type: 'application/feed+json', title: 'Sam Rivera (JSON Feed)', href: '/fr/feed.json' },
    ]);
    expect(feedLinks({ title: 'Sam Rivera', base: '', posts }, 'en').map((link) => link.href)).toEqual(['/rss.xml', '/atom.xml', '/feed.json']);
  });

  it('are not announced for a language without a post written in it, or with drafts only', () => {
    expect(feedLinks({ title: 'Sam Rivera', base: '/de', posts }, 'de')).toEqual([]);
    expect(feedLinks({ title: 'Sam Rivera', base: '', posts: [{ language: 'en', draft: true }] }, 'en')).toEqual([]);
  });
});
