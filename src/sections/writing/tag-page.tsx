/** `/writing/tags/<tag>/`: the posts of one tag, newest first. */
import styled from 'styled-components';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { postsTagged } from '../../lib/posts.ts';
import { writingPath } from '../../lib/site-paths.ts';
import { PostList } from './post-list.tsx';
import { WritingColumn } from './writing-column.ts';
import { WritingHeader } from './writing-header.tsx';

export function TagPage({ tag }: { tag: string }) {
  const { posts } = usePageContent();
  const t = usePageWords();
  const { base } = usePageLanguage();
  const tagged = postsTagged(posts, tag);
  const label = tagged[0]?.tags.find((postTag) => postTag.slug === tag)?.label ?? tag;
  return (
    <WritingColumn>
      <WritingHeader title={t.writing.tagTitle(label)}>
        <Back href={writingPath(base)}>
          <span aria-hidden="true">← </span>
          {t.writing.allPosts}
        </Back>
      </WritingHeader>
      <PostList posts={tagged} headingLevel={2} />
    </WritingColumn>
  );
}

const Back = styled.a`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;
