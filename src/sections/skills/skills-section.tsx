/** Technical Skills (docs/product-spec.md §2): one card per category, one badge per skill. */
import styled from 'styled-components';
import { Badge, BadgeList } from '../../components/badge.tsx';
import { Card } from '../../components/card.tsx';
import { PageSection } from '../../components/page-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { media } from '../../theme/theme.ts';
import { SkillIcon } from './skill-icon.tsx';

export function SkillsSection() {
  const { skills } = usePageContent();
  const t = usePageWords();
  return (
    <PageSection section="skills">
      <SectionHeading section="skills" lead={skills.lead}>
        {t.skills.title}
      </SectionHeading>
      <Grid>
        {skills.categories.map((category) => (
          <Card as="li" key={category.title}>
            <CardTitle>
              <IconBox>
                <SkillIcon name={category.icon} own={skills.icons ?? {}} />
              </IconBox>
              {category.title}
            </CardTitle>
            <BadgeList aria-label={t.skills.skillsOf(category.title)}>
              {category.skills.map((skill) => (
                <li key={skill}>
                  <Badge>{skill}</Badge>
                </li>
              ))}
            </BadgeList>
          </Card>
        ))}
      </Grid>
    </PageSection>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;

  ${media.medium} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.wide} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const CardTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const IconBox = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;
