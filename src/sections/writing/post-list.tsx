/**
 * Posts as a list of articles: each its title (a link to its page, in the language it is written
 * in), its date, reading time and badges, its summary and its tags.
 */
import styled from 'styled-components';
import { Card } from '../../components/card.tsx';
import type { DeepReadonly, ResolvedPost } from '../../content/types.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { useSiteData } from '../../hooks/site-data.tsx';
import { languageBase, postPath } from '../../lib/site-paths.ts';
import { PostMeta } from './post-meta.tsx';
import { PostTags } from './post-tags.tsx';

interface PostListProps {
  posts: readonly DeepReadonly<ResolvedPost>[];
  /** The level of each post's title: h3 under a section's h2, h2 under a page's h1. */
  headingLevel: 2 | 3;
  /**
   * Each post's title, date and reading time alone: the home page's teaser, whose bytes every
   * home and project page carries (their documents fit one round trip); the writing pages show all.
   */
  compact?: boolean;
}

export function PostList({ posts, headingLevel, compact = false }: PostListProps) {
  const { languages } = useSiteData();
  const { tag } = usePageLanguage();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <List>
      {posts.map((post) => {
        // A post not written in the page's language links to its page in the language it is written in.
        const other = post.language !== tag ? post.language : undefined;
        return (
          <li key={post.slug}>
            <Entry>
              <PostTitle as={Title} lang={other}>
                <a href={postPath(post.slug, languageBase(post.language, languages[0] ?? post.language))} hrefLang={other}>
                  {post.title}
                </a>
              </PostTitle>
              <PostMeta post={post} />
              {compact ? null : (
                <>
                  <p lang={other}>{post.summary}</p>
                  <PostTags tags={post.tags} />
                </>
              )}
            </Entry>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
`;

const Entry = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  position: relative;
`;

const PostTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
  }
`;
