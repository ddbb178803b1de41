/**
 * Which languages have feeds, and how a page announces them: a language's feeds carry the posts
 * written in it (an untranslated post is in the default language's), drafts left out, and a
 * language without such a post has none. The feeds themselves are scripts/outputs/feeds.ts; the
 * page head links them (`<link rel="alternate">`), so feed readers find them from any page.
 */
import { feedPaths } from './site-paths.ts';

interface FeedPost {
  /** The language it is written in. */
  readonly language: string;
  readonly draft?: boolean;
}

/** The posts a language's feeds carry, in the order given (newest first). */
export function feedPosts<P extends FeedPost>(posts: readonly P[], language: string): P[] {
  return posts.filter((post) => post.language === language && !post.draft);
}

export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml' | 'application/feed+json';
  /** What a browser or a reader names the feed: the site's title and the format. */
  title: string;
  /** Its path on the site: `/rss.xml`, `/fr/atom.xml`. */
  href: string;
}

export interface FeedSource {
  /** The site's title in the language. */
  title: string;
  /** The language's address prefix: `''` for the default language, `/fr`. */
  base: string;
  /** The language's posts, as its content lists them. */
  posts: readonly FeedPost[];
}

const FORMATS = [
  { format: 'rss', type: 'application/rss+xml', name: 'RSS' },
  { format: 'atom', type: 'application/atom+xml', name: 'Atom' },
  { format: 'json', type: 'application/feed+json', name: 'JSON Feed' },
] as const;

/** The `<link rel="alternate">` of each of a language's feeds; none when it has no feed. */
export function feedLinks({ title, base, posts }: FeedSource, language: string): FeedLink[] {
  if (!feedPosts(posts, language).length) return [];
  const paths = feedPaths(base);
  return FORMATS.map(({ format, type, name }) => ({ type, title: `${title} (${name})`, href: paths[format] }));
}
