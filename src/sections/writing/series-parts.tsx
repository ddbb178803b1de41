/** A series' parts, in order, at the end of one of them: the others as links, the one being read marked aria-current. */
import styled from 'styled-components';
import type { DeepReadonly, ResolvedPost } from '../../content/types.ts';
import { useSiteData } from '../../hooks/site-data.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { languageBase, postPath } from '../../lib/site-paths.ts';
import { NextBlock } from './next-block.ts';

/** The list's id: the "Part 2 of 4" line under the post's title links to it. */
export const SERIES_ID = 'series';

interface SeriesPartsProps {
  series: string;
  parts: readonly DeepReadonly<ResolvedPost>[];
  /** The slug of the post being read. */
  current: string;
}

export function SeriesParts({ series, parts, current }: SeriesPartsProps) {
  const t = usePageWords();
  const { languages } = useSiteData();
  const { tag } = usePageLanguage();
  return (
    <NextBlock as="nav" aria-labelledby={SERIES_ID}>
      <h2 id={SERIES_ID}>{t.writing.seriesTitle(series)}</h2>
      <Parts>
        {parts.map((part) => {
          // A part not written in the page's language is in the language it is written in, as in any list of posts.
          const other = part.language !== tag ? part.language : undefined;
          return (
            <li key={part.slug} lang={other}>
              {part.slug === current ? (
                <strong aria-current="page">{part.title}</strong>
              ) : (
                <a href={postPath(part.slug, languageBase(part.language, languages[0] ?? part.language))} hrefLang={other}>
                  {part.title}
                </a>
              )}
            </li>
          );
        })}
      </Parts>
    </NextBlock>
  );
}

const Parts = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: 1.4em;

  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
