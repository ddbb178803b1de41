/**
 * What a post's page offers to read next, as pure rules: the parts of its series, in order, or
 * else the posts that share the most tags with it, the newest first among equals.
 */

interface NextPost {
  readonly slug: string;
  readonly date: string;
  readonly series?: { readonly slug: string };
  readonly seriesOrder?: number;
  readonly tags: readonly { readonly slug: string }[];
}

/** How many posts "Read next" offers when a post is in no series. */
export const RELATED_POSTS = 3;

/**
 * The parts of a post's series among `posts` (one language's), in order: by `seriesOrder` when
 * every part has one (the check asks for all or none), else by date, the oldest first. Undefined
 * for a post in no series, or alone in it.
 */
export function seriesParts<P extends NextPost>(posts: readonly P[], post: P): P[] | undefined {
  const key = post.series?.slug;
  if (key === undefined) return undefined;
  const parts = posts.filter((other) => other.series?.slug === key);
  if (parts.length < 2) return undefined;
  const byOrder = parts.every((part) => part.seriesOrder !== undefined);
  return parts.sort((a, b) => (byOrder ? (a.seriesOrder ?? 0) - (b.seriesOrder ?? 0) : a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug)));
}

/**
 * Up to `count` other posts: those sharing more of its tags first, then the newest; never one of
 * `linked`, the posts the page links already (the one before it and the one after).
 */
export function relatedPosts<P extends NextPost>(posts: readonly P[], post: P, linked: readonly (P | undefined)[] = [], count = RELATED_POSTS): P[] {
  const tags = new Set(post.tags.map((tag) => tag.slug));
  const shared = (other: P) => other.tags.filter((tag) => tags.has(tag.slug)).length;
  const skipped = new Set([post, ...linked].map((other) => other?.slug));
  return posts
    .filter((other) => !skipped.has(other.slug))
    .map((other) => ({ other, shared: shared(other) }))
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date) || a.other.slug.localeCompare(b.other.slug))
    .slice(0, count)
    .map(({ other }) => other);
}
