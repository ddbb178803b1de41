/** Professional Experience (spec §2): Professional Roles, then Internships. */
import styled from 'styled-components';
import { BriefcaseIcon, GraduationIcon } from '../../components/icon';
import { IconHeading } from '../../components/icon-heading';
import { PageSection } from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import { experience } from '../../content/experience';
import { ExperienceEntry } from './experience-entry';

export function ExperienceSection() {
  const groups = [
    { title: 'Professional Roles', icon: <BriefcaseIcon />, entries: experience.roles },
    { title: 'Internships', icon: <GraduationIcon />, entries: experience.internships },
  ];
  return (
    <PageSection section="experience">
      <SectionHeading section="experience" lead={experience.lead}>
        Professional Experience
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
