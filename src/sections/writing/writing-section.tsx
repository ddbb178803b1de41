/** The home page's Writing section: the latest three posts of the page's language, and a link to all of them. */
import styled from 'styled-components';
import { PageSection } from '../../components/page-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { useIgnoredMarks } from '../../hooks/use-search-marks.ts';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { writingPath } from '../../lib/site-paths.ts';
import { PostList } from './post-list.tsx';

/** How many of the latest posts the home page shows. */
export const LATEST_POSTS = 3;

export function WritingSection() {
  const { posts } = usePageContent();
  const t = usePageWords();
  const { base } = usePageLanguage();
  // Each post is found as its own page, not as an entry of this list.
  const ignored = useIgnoredMarks();
  return (
    <PageSection section="writing">
      <SectionHeading section="writing">{t.writing.sectionTitle}</SectionHeading>
      <div {...ignored}>
        <PostList posts={posts.slice(0, LATEST_POSTS)} headingLevel={3} compact />
      </div>
      <AllPosts href={writingPath(base)}>
        {t.writing.allPosts} <span aria-hidden="true">→</span>
      </AllPosts>
    </PageSection>
  );
}

const AllPosts = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;
