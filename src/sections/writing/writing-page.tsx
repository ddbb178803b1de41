/** `/writing/`: every post of the page's language, newest first, with the tags to browse them by and the feeds. */
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { feedPosts } from '../../lib/feed-links.ts';
import { allTags } from '../../lib/posts.ts';
import { FeedLinks } from './feed-links.tsx';
import { PostList } from './post-list.tsx';
import { PostTags } from './post-tags.tsx';
import { WritingColumn } from './writing-column.ts';
import { WritingHeader } from './writing-header.tsx';

export function WritingPage() {
  const { posts, profile } = usePageContent();
  const t = usePageWords();
  const { tag } = usePageLanguage();
  return (
    <WritingColumn>
      <WritingHeader title={t.writing.indexTitle} lead={t.writing.indexDescription(profile.name)}>
        <PostTags tags={allTags(posts).map(({ tag: postTag }) => postTag)} />
        {feedPosts(posts, tag).length ? <FeedLinks /> : null}
      </WritingHeader>
      <PostList posts={posts} headingLevel={2} />
    </WritingColumn>
  );
}
