/** The posts before and after one, in the language it is written in: a navigation landmark of two links. */
import styled from 'styled-components';
import type { DeepReadonly, ResolvedPost } from '../../content/types.ts';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { aroundPost } from '../../lib/posts.ts';
import { postPath } from '../../lib/site-paths.ts';

interface PostAroundProps {
  /** The posts it is among, newest first. */
  posts: readonly DeepReadonly<ResolvedPost>[];
  slug: string;
}

export function PostAround({ posts, slug }: PostAroundProps) {
  const t = usePageWords();
  const { base } = usePageLanguage();
  const { older, newer } = aroundPost(posts, slug);
  if (!older && !newer) return null;
  return (
    <Around aria-label={t.writing.around}>
      {newer ? (
        <Link href={postPath(newer.slug, base)} rel="next" data-side="newer">
          <small>{t.writing.newer}</small>
          {newer.title}
        </Link>
      ) : null}
      {older ? (
        <Link href={postPath(older.slug, base)} rel="prev" data-side="older">
          <small>{t.writing.older}</small>
          {older.title}
        </Link>
      ) : null}
    </Around>
  );
}

const Around = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Link = styled.a`
  flex: 1 1 14rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-decoration: none;

  &[data-side='older'] {
    text-align: end;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
