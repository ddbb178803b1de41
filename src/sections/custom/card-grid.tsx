/** A `cards` section's entries: open source, side projects, testimonials, each a card with an optional picture. */
import styled from 'styled-components';
import { Card } from '../../components/card.tsx';
import { FallbackImage } from '../../components/fallback-image.tsx';
import type { CardEntry, DeepReadonly } from '../../content/types.ts';
import { useSiteData } from '../../hooks/site-data.tsx';
import { responsiveFor } from '../../lib/responsive-image.ts';
import { EntryTitle } from './entry-title.tsx';
import { TagList } from './tag-list.tsx';

export function CardGrid({ entries }: { entries: readonly DeepReadonly<CardEntry>[] }) {
  const { images } = useSiteData();
  return (
    <Grid>
      {entries.map((entry) => (
        <li key={entry.id ?? entry.title}>
          <Article>
            {/* Decorative: the title says what the card is. */}
            {entry.image ? <FallbackImage image={responsiveFor(images, 'cover', entry.image)} alt="" loading="lazy" decoding="async" /> : null}
            <Body>
              <EntryTitle title={entry.title} link={entry.link} />
              <p>{entry.description}</p>
              {entry.tags ? <TagList tags={entry.tags} /> : null}
            </Body>
          </Article>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Article = styled(Card).attrs({ as: 'article' })`
  height: 100%;
  padding: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;
