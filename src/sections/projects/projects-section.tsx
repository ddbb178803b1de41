/** Selected Projects (spec §2). */
import styled from 'styled-components';
import { Card } from '../../components/card';
import { PageSection } from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import { projects } from '../../content/projects';

export function ProjectsSection() {
  return (
    <PageSection id="projects" labelledBy="projects-title" alternate>
      <SectionHeading index="04" id="projects-title" lead="Web applications and AI automations I designed and shipped.">
        Selected Projects
      </SectionHeading>
      <List>
        {projects.projects.map((project) => (
          <Card as="li" key={project.title}>
            <h3>{project.title}</h3>
            <p>{project.type}</p>
            <p>{project.description}</p>
          </Card>
        ))}
      </List>
    </PageSection>
  );
}

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
