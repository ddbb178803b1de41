/** About (docs/product-spec.md §2): the stat cards, the Education list and the Certifications list. */
import styled from 'styled-components';
import { Card } from '../../components/card.tsx';
import { PageSection } from '../../components/page-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { media } from '../../theme/theme.ts';
import { CertificationList } from './certification-list.tsx';
import { EducationList } from './education-list.tsx';

export function AboutSection() {
  const { profile } = usePageContent();
  const t = usePageWords();
  return (
    <PageSection section="about">
      <SectionHeading section="about" lead={profile.about ?? profile.bio}>
        {t.about.title}
      </SectionHeading>
      <Stats>
        {profile.stats.map((stat) => (
          <Stat as="li" key={stat.label}>
            <StatValue>{stat.value}</StatValue>
            <StatLabel>{stat.label}</StatLabel>
          </Stat>
        ))}
      </Stats>
      <Columns>
        <EducationList />
        <CertificationList />
      </Columns>
    </PageSection>
  );
}

const Stats = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Stat = styled(Card)`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xs};
`;

const StatValue = styled.p`
  font-size: clamp(2.25rem, 1.8rem + 2vw, 3rem);
  font-weight: 850;
  line-height: 1;
  color: ${({ theme }) => theme.colors.accent};
`;

const StatLabel = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${media.medium} {
    grid-template-columns: 1fr 1fr;
  }
`;
