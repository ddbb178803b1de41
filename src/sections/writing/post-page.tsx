/**
 * `/writing/<slug>/`: a post, prerendered: its title, date, reading time and tags, its cover, its
 * body (rendered and sanitised by the build, scripts/posts/) with its table of contents when it
 * has enough headings (beside it on a wide screen, above it on a phone), and the posts before
 * and after it.
 */
import styled from 'styled-components';
import { FallbackImage } from '../../components/fallback-image.tsx';
import { Island } from '../../islands/island.tsx';
import type { DeepReadonly, ResolvedPost } from '../../content/types.ts';
import { useSiteData } from '../../hooks/site-data.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { hasContents } from '../../lib/post-outline.ts';
import { seriesParts } from '../../lib/post-series.ts';
import { postKey } from '../../lib/posts.ts';
import { responsiveFor } from '../../lib/responsive-image.ts';
import { writingPath } from '../../lib/site-paths.ts';
import { media } from '../../theme/theme.ts';
import { PostAround } from './post-around.tsx';
import { PostBody } from './post-body.tsx';
import postContents from './post-contents.island.tsx';
import { PostMeta } from './post-meta.tsx';
import { PostNext } from './post-next.tsx';
import { PostTags } from './post-tags.tsx';
import { SERIES_ID } from './series-parts.tsx';
import { CONTENTS_COLUMN, CONTENTS_GAP, WritingColumn } from './writing-column.ts';

export function PostPage({ post }: { post: DeepReadonly<ResolvedPost> }) {
  const { posts } = usePageContent();
  const { postHtml, postOutlines, images } = useSiteData();
  const t = usePageWords();
  const { base } = usePageLanguage();
  const key = postKey(post.language, post.slug);
  const headings = postOutlines[key];
  const body = <PostBody html={postHtml[key] ?? ''} />;
  const parts = seriesParts(posts, post);
  const part = parts?.findIndex((other) => other.slug === post.slug) ?? -1;
  return (
    <WritingColumn $withContents={hasContents(headings)}>
      <Article aria-labelledby="post-title" $withContents={hasContents(headings)}>
        <Header>
          <Back href={writingPath(base)}>
            <span aria-hidden="true">← </span>
            {t.writing.allPosts}
          </Back>
          <h1 id="post-title">{post.title}</h1>
          <PostMeta post={post} />
          {parts && post.series ? (
            <SeriesPlace href={`#${SERIES_ID}`}>{t.writing.seriesPart(part + 1, parts.length, post.series.label)}</SeriesPlace>
          ) : null}
          <PostTags tags={post.tags} />
        </Header>
        {post.cover ? (
          <Cover>
            <FallbackImage image={responsiveFor(images, 'post', post.cover)} alt={post.coverAlt ?? ''} fetchPriority="high" decoding="async" />
          </Cover>
        ) : null}
        {hasContents(headings) ? (
          <BodyWithContents>
            <Island of={postContents} hydrate="interaction" props={{ headings }} />
            {body}
          </BodyWithContents>
        ) : (
          body
        )}
      </Article>
      <PostNext post={post} parts={parts} />
      <PostAround posts={posts.filter((other) => other.language === post.language)} slug={post.slug} />
    </WritingColumn>
  );
}

const Article = styled.article<{ $withContents: boolean }>`
  display: grid;
  /* A column never wider than the page: a long line of code scrolls in its block instead. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${media.wide} {
    /* The title and the cover as wide as the text, left of the contents' column. */
    & > :is(header, figure) {
      max-width: ${({ $withContents }) => ($withContents ? `calc(100% - ${CONTENTS_COLUMN} - ${CONTENTS_GAP})` : 'none')};
    }
  }
`;

/** On a wide screen the contents stand in a column of their own beside the text, as high as it is. */
const BodyWithContents = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${media.wide} {
    grid-template-columns: minmax(0, 1fr) ${CONTENTS_COLUMN};
    column-gap: ${CONTENTS_GAP};

    /* The island's element is display: contents; its nav is the grid's item, as high as it needs. */
    & > [data-island] > * {
      grid-column: 2;
      grid-row: 1;
      align-self: start;
    }
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 800;
    line-height: 1.2;
  }
`;

const Back = styled.a`
  justify-self: start;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

const SeriesPlace = styled.a`
  justify-self: start;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

const Cover = styled.figure`
  margin: 0;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
