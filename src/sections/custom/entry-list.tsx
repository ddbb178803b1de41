/** A `list` section's entries: talks, publications, awards, volunteering, each an article. */
import styled from 'styled-components';
import { Card } from '../../components/card.tsx';
import { EntryMeta } from '../../components/entry-meta.ts';
import { CalendarIcon, MapPinIcon } from '../../components/icon.tsx';
import type { DeepReadonly, ListEntry } from '../../content/types.ts';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { displayWhen } from '../../lib/period.ts';
import { EntryTitle } from './entry-title.tsx';
import { TagList } from './tag-list.tsx';

export function EntryList({ entries }: { entries: readonly DeepReadonly<ListEntry>[] }) {
  const t = usePageWords();
  const { tag } = usePageLanguage();
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.id ?? entry.title}>
          <Article>
            <EntryTitle title={entry.title} link={entry.link} />
            {entry.subtitle ? <Subtitle>{entry.subtitle}</Subtitle> : null}
            {entry.period || entry.location ? (
              <EntryMeta>
                {entry.period ? (
                  <span>
                    <CalendarIcon size={16} />
                    {displayWhen(entry.period, tag, t.period.present)}
                  </span>
                ) : null}
                {entry.location ? (
                  <span>
                    <MapPinIcon size={16} />
                    {entry.location}
                  </span>
                ) : null}
              </EntryMeta>
            ) : null}
            {entry.description ? <p>{entry.description}</p> : null}
            {entry.bullets ? (
              <Bullets>
                {entry.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </Bullets>
            ) : null}
            {entry.tags ? <TagList tags={entry.tags} /> : null}
          </Article>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Article = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
`;

const Subtitle = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

const Bullets = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: 1.2rem;

  li::marker {
    color: ${({ theme }) => theme.colors.highlight};
  }
`;
