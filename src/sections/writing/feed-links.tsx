/** Where to follow a language's posts: its RSS, Atom and JSON feeds, as plain links (the <head> announces them too). */
import styled from 'styled-components';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { feedPaths } from '../../lib/site-paths.ts';

export function FeedLinks() {
  const t = usePageWords();
  const { base } = usePageLanguage();
  const feeds = feedPaths(base);
  return (
    <Line>
      {t.writing.follow}{' '}
      <a href={feeds.rss} type="application/rss+xml">
        RSS
      </a>{' '}
      ·{' '}
      <a href={feeds.atom} type="application/atom+xml">
        Atom
      </a>{' '}
      ·{' '}
      <a href={feeds.json} type="application/feed+json">
        JSON Feed
      </a>
    </Line>
  );
}

const Line = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
