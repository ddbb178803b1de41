/** A post's tags, each a link to the tag's page. */
import styled from 'styled-components';
import { BadgeList } from '../../components/badge.tsx';
import type { DeepReadonly, PostTag } from '../../content/types.ts';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { tagPath } from '../../lib/site-paths.ts';

export function PostTags({ tags }: { tags: readonly DeepReadonly<PostTag>[] }) {
  const t = usePageWords();
  const { base } = usePageLanguage();
  if (!tags.length) return null;
  return (
    <BadgeList aria-label={t.writing.tags}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <TagLink href={tagPath(tag.slug, base)}>{tag.label}</TagLink>
        </li>
      ))}
    </BadgeList>
  );
}

const TagLink = styled.a`
  display: inline-flex;
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.5;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgAlt};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;
