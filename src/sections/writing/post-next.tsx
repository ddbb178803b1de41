/**
 * What a post offers to read next, in the page's language: the parts of its series in order, the
 * one being read marked, or else the posts that share the most tags with it (lib/post-series.ts).
 */
import type { DeepReadonly, ResolvedPost } from '../../content/types.ts';
import { usePageContent } from '../../hooks/page-content.tsx';
import { useIgnoredMarks } from '../../hooks/use-search-marks.ts';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { aroundPost } from '../../lib/posts.ts';
import { relatedPosts } from '../../lib/post-series.ts';
import { NextBlock } from './next-block.ts';
import { PostList } from './post-list.tsx';
import { SeriesParts } from './series-parts.tsx';

interface PostNextProps {
  post: DeepReadonly<ResolvedPost>;
  /** Its series' parts, in order, when it is part of one. */
  parts: readonly DeepReadonly<ResolvedPost>[] | undefined;
}

export function PostNext({ post, parts }: PostNextProps) {
  const { posts } = usePageContent();
  const t = usePageWords();
  // Each post offered is found as its own page, not as words of this one (a series' list is a nav, which the index skips).
  const ignored = useIgnoredMarks();
  if (parts && post.series) return <SeriesParts series={post.series.label} parts={parts} current={post.slug} />;
  // The posts before and after it have links of their own below (post-around.tsx).
  const { older, newer } = aroundPost(
    posts.filter((other) => other.language === post.language),
    post.slug,
  );
  const related = relatedPosts(posts, post, [older, newer]);
  if (!related.length) return null;
  return (
    <NextBlock aria-labelledby="read-next" {...ignored}>
      <h2 id="read-next">{t.writing.readNext}</h2>
      <PostList posts={related} headingLevel={3} compact />
    </NextBlock>
  );
}
