/** The line under a post's title: its date (a `<time>`), when it was updated, its reading time, and its badges. */
import styled from 'styled-components';
import { Badge } from '../../components/badge.tsx';
import { EntryMeta } from '../../components/entry-meta.ts';
import { CalendarIcon } from '../../components/icon.tsx';
import type { DeepReadonly, ResolvedPost } from '../../content/types.ts';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { formatDay, languageName } from '../../lib/post-dates.ts';

export function PostMeta({ post }: { post: DeepReadonly<ResolvedPost> }) {
  const t = usePageWords();
  const { tag } = usePageLanguage();
  return (
    <Meta>
      <span>
        <CalendarIcon size={16} />
        <time dateTime={post.date}>{formatDay(post.date, tag)}</time>
      </span>
      {post.updated && post.updated !== post.date ? (
        <span>
          <time dateTime={post.updated}>{t.writing.updated(formatDay(post.updated, tag))}</time>
        </span>
      ) : null}
      <span>{t.writing.readingTime(post.readingMinutes)}</span>
      {post.language !== tag ? <Badge lang={tag}>{t.writing.writtenIn(languageName(post.language, tag))}</Badge> : null}
      {post.draft ? <Badge $tone="accent">{t.writing.draft}</Badge> : null}
    </Meta>
  );
}

const Meta = styled(EntryMeta)`
  align-items: center;
`;
