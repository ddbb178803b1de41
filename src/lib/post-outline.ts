/**
 * A post's table of contents, as pure rules: which headings it lists (the build reads them from
 * the rendered body, scripts/posts/post-outline.ts), whether a post has one, and which heading the
 * reader is at.
 */
import { activeSection, type SectionTop } from './active-section.ts';

/** A heading of a post's body. */
export interface PostHeading {
  /** Its id in the body: the table's link is `#<id>`. */
  id: string;
  /** Its words, as a reader sees them. */
  text: string;
  /** 2 for an h2, 3 for an h3 (listed under the h2 before it). */
  depth: 2 | 3;
}

/** A table of contents helps from three headings on: with fewer, the post is read at a glance. */
export const CONTENTS_FROM_HEADINGS = 3;

export const hasContents = (headings: readonly PostHeading[] | undefined): headings is readonly PostHeading[] =>
  (headings?.length ?? 0) >= CONTENTS_FROM_HEADINGS;

/** An h2 with the h3s under it; an h3 before any h2 stands on its own. */
export interface OutlineEntry {
  heading: PostHeading;
  children: PostHeading[];
}

export function nestOutline(headings: readonly PostHeading[]): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.depth === 3 && parent?.heading.depth === 2) parent.children.push(heading);
    else entries.push({ heading, children: [] });
  }
  return entries;
}

/**
 * The heading the reader is at: the last whose top has passed the middle of the viewport, the
 * rule of the navigation's sections (active-section.ts); none while the first is still below it.
 */
export function currentHeading(headings: readonly SectionTop[], viewportHeight: number): string | undefined {
  const [first] = headings;
  if (!first || first.top > viewportHeight / 2) return undefined;
  return activeSection(headings, viewportHeight);
}
