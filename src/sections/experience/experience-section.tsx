/** Professional Experience (docs/product-spec.md §2): Professional Roles, then Internships. */
import styled from 'styled-components';
import { BriefcaseIcon, GraduationIcon } from '../../components/icon.tsx';
import { IconHeading } from '../../components/icon-heading.tsx';
import { PageSection } from '../../components/page-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { ExperienceEntry } from './experience-entry.tsx';

export function ExperienceSection() {
  const { experience } = usePageContent();
  const t = usePageWords();
  const groups = [
    { title: t.experience.roles, icon: <BriefcaseIcon />, entries: experience.roles },
    { title: t.experience.internships, icon: <GraduationIcon />, entries: experience.internships },
  ];
  return (
    <PageSection section="experience">
      <SectionHeading section="experience" lead={experience.lead}>
        {t.experience.title}
      </SectionHeading>
      {groups.map((group) => (
        <Group key={group.title}>
          <GroupTitle>
            {group.icon}
            {group.title}
          </GroupTitle>
          <Entries>
            {group.entries.map((entry) => (
              <li key={`${entry.company}-${entry.period}`}>
                <ExperienceEntry entry={entry} />
              </li>
            ))}
          </Entries>
        </Group>
      ))}
    </PageSection>
  );
}

const Group = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
`;

const GroupTitle = styled(IconHeading)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Entries = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
