/**
 * Selected Projects (spec §2): a two-tab filter over a grid of cards, and a detail dialog that
 * loads on demand. Both tab panels are in the prerendered HTML; without JavaScript both show.
 */
import { Suspense, useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { PageSection } from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import { projects } from '../../content/projects';
import type { Project } from '../../content/types';
import { media } from '../../theme/theme';
import { LazyProjectDialog } from './load-project-dialog';
import { ProjectCard } from './project-card';
import { ProjectTabs } from './project-tabs';

const TYPES: readonly Project['type'][] = ['Web Application', 'AI Automation'];
const slug = (type: string) => type.toLowerCase().replace(/\s+/g, '-');
const tabId = (type: string) => `projects-tab-${slug(type)}`;
const panelId = (type: string) => `projects-panel-${slug(type)}`;

export function ProjectsSection() {
  const [filter, setFilter] = useState<Project['type']>('Web Application');
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const openers = useRef(new Map<number, HTMLButtonElement>());

  const close = useCallback(() => {
    const opener = selected === undefined ? undefined : openers.current.get(selected);
    setSelected(undefined);
    // Return focus to the card's View Details button, however the dialog was opened.
    requestAnimationFrame(() => opener?.focus());
  }, [selected]);

  return (
    <PageSection id="projects" labelledBy="projects-title" alternate>
      <SectionHeading index="04" id="projects-title" lead="Web applications and AI automations I designed and shipped.">
        Selected Projects
      </SectionHeading>
      <ProjectTabs tabs={TYPES} selected={filter} onSelect={setFilter} tabId={tabId} panelId={panelId} />
      {TYPES.map((type) => (
        <Panel key={type} role="tabpanel" id={panelId(type)} aria-labelledby={tabId(type)} hidden={type !== filter}>
          <Grid>
            {projects.projects.map((project, index) =>
              project.type === type ? (
                <li key={project.title}>
                  <ProjectCard
                    project={project}
                    onOpen={() => setSelected(index)}
                    detailsRef={(el) => {
                      if (el) openers.current.set(index, el);
                      else openers.current.delete(index);
                    }}
                  />
                </li>
              ) : null,
            )}
          </Grid>
        </Panel>
      ))}
      {selected !== undefined ? (
        <Suspense fallback={null}>
          <LazyProjectDialog project={projects.projects[selected]} onClose={close} />
        </Suspense>
      ) : null}
    </PageSection>
  );
}

const Panel = styled.div`
  /* Without JavaScript the tabs cannot switch, so every panel shows. */
  html:not(.js) &[hidden] { display: block; margin-top: ${({ theme }) => theme.space.xl}; }
  @media print {
    &[hidden] { display: block; margin-top: ${({ theme }) => theme.space.lg}; }
  }
`;

const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;

  ${media.medium} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.wide} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.print} { grid-template-columns: 1fr; gap: ${({ theme }) => theme.space.sm}; }
`;
