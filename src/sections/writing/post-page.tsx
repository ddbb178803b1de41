/**
 * `/writing/<slug>/`: a post, prerendered: its title, date, reading time and tags, its cover, its
 * body (rendered and sanitised by the build, scripts/posts/), and the posts before and after it.
 */
import styled from 'styled-components';
import { FallbackImage } from '../../components/fallback-image.tsx';
import type { DeepReadonly, ResolvedPost } from '../../content/types.ts';
import { useSiteData } from '../../hooks/site-data.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { postKey } from '../../lib/posts.ts';
import { responsiveFor } from '../../lib/responsive-image.ts';
import { writingPath } from '../../lib/site-paths.ts';
import { PostAround } from './post-around.tsx';
import { PostBody } from './post-body.tsx';
import { PostMeta } from './post-meta.tsx';
import { PostTags } from './post-tags.tsx';
import { WritingColumn } from './writing-column.ts';

export function PostPage({ post }: { post: DeepReadonly<ResolvedPost> }) {
  const { posts } = usePageContent();
  const { postHtml, images } = useSiteData();
  const t = usePageWords();
  const { base } = usePageLanguage();
  return (
    <WritingColumn>
      <Article aria-labelledby="post-title">
        <Header>
          <Back href={writingPath(base)}>
            <span aria-hidden="true">← </span>
            {t.writing.allPosts}
          </Back>
          <h1 id="post-title">{post.title}</h1>
          <PostMeta post={post} />
          <PostTags tags={post.tags} />
        </Header>
        {post.cover ? (
          <Cover>
            <FallbackImage image={responsiveFor(images, 'post', post.cover)} alt={post.coverAlt ?? ''} fetchPriority="high" decoding="async" />
          </Cover>
        ) : null}
        <PostBody html={postHtml[postKey(post.language, post.slug)] ?? ''} />
      </Article>
      <PostAround posts={posts.filter((other) => other.language === post.language)} slug={post.slug} />
    </WritingColumn>
  );
}

const Article = styled.article`
  display: grid;
  /* A column never wider than the page: a long line of code scrolls in its block instead. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
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
