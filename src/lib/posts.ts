/**
 * What the writing pages and the feeds know of posts, as pure functions: their order, a tag's
 * address, the latest ones, the posts around one, a tag's posts.
 */
import { kebabCase } from './kebab-case.ts';

interface Dated {
  readonly date: string;
  readonly slug: string;
}

/** Newest first; posts of the same day by slug, so the order never depends on the file system. */
export function newestFirst<P extends Dated>(posts: readonly P[]): P[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** A tag's address segment: `Next.js` → `next-js`, `Automatisation IA` → `automatisation-ia`. */
export function tagSlug(label: string): string {
  return kebabCase(label);
}

/** The post before (older) and after (newer) one, in a list that is newest first. */
export function aroundPost<P extends Dated>(posts: readonly P[], slug: string): { older?: P; newer?: P } {
  const index = posts.findIndex((post) => post.slug === slug);
  if (index < 0) return {};
  return { older: posts[index + 1], newer: index > 0 ? posts[index - 1] : undefined };
}

/** The posts of one tag, by its slug. */
export function postsTagged<P extends { readonly tags: readonly { readonly slug: string }[] }>(posts: readonly P[], tag: string): P[] {
  return posts.filter((post) => post.tags.some((t) => t.slug === tag));
}

/** Every tag of the posts, once, by slug, with how many posts carry it: most used first, then by name. */
export function allTags<T extends { readonly slug: string; readonly label: string }>(
  posts: readonly { readonly tags: readonly T[] }[],
): { tag: T; count: number }[] {
  const counts = new Map<string, { tag: T; count: number }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const seen = counts.get(tag.slug);
      counts.set(tag.slug, { tag: seen?.tag ?? tag, count: (seen?.count ?? 0) + 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.label.localeCompare(b.tag.label));
}

/** Minutes to read a text at 220 words a minute, at least one; a CJK character counts as a word. */
export function readingMinutes(text: string): number {
  const words = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return Math.max(1, Math.round(words / 220));
}

/** A rendered body's key: a post in the language it is written in (`fr/my-post`). */
export function postKey(language: string, slug: string): string {
  return `${language}/${slug}`;
}
