/** One role or internship: an article with position, company, type, period, location, bullets and badges. */
import styled from 'styled-components';
import { Badge, BadgeList } from '../../components/badge.tsx';
import { Card } from '../../components/card.tsx';
import { EntryMeta } from '../../components/entry-meta.ts';
import { CalendarIcon, MapPinIcon } from '../../components/icon.tsx';
import type { DeepReadonly, ExperienceEntry as Entry } from '../../content/types.ts';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { categoryLabel } from '../../lib/category-label.ts';
import { displayPeriod } from '../../lib/period.ts';

interface ExperienceEntryProps {
  /** The entry from experience.yaml. */
  entry: DeepReadonly<Entry>;
}

export function ExperienceEntry({ entry }: ExperienceEntryProps) {
  const t = usePageWords();
  const { tag } = usePageLanguage();
  const { experience } = usePageContent();
  return (
    <Article>
      <Header>
        <div>
          <Position>{entry.position}</Position>
          <Company>{entry.company}</Company>
        </div>
        <Badge $tone="accent">{categoryLabel(experience.types, entry.type)}</Badge>
      </Header>
      <Meta>
        <span>
          <CalendarIcon size={16} />
          {displayPeriod(entry.period, tag, t.period.present)}
        </span>
        <span>
          <MapPinIcon size={16} />
          {entry.location}
        </span>
      </Meta>
      <Achievements>
        {entry.achievements.map((achievement) => (
          <li key={achievement}>{achievement}</li>
        ))}
      </Achievements>
      <BadgeList aria-label={t.experience.technologies}>
        {entry.technologies.map((tech) => (
          <li key={tech}>
            <Badge>{tech}</Badge>
          </li>
        ))}
      </BadgeList>
    </Article>
  );
}

const Article = styled(Card).attrs({ as: 'article' })`
  position: relative;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
`;

const Header = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

const Position = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Company = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const Meta = styled(EntryMeta)`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
`;

const Achievements = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: 1.2rem;
  margin-bottom: ${({ theme }) => theme.space.md};

  li::marker {
    color: ${({ theme }) => theme.colors.highlight};
  }
`;
