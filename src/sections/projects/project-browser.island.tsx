/**
 * The interactive part of Selected Projects: the filter, a tab per project type, over the card
 * grid, and the detail dialog, whose code loads on demand. Every tab panel is in the prerendered
 * HTML; without JavaScript all show.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.ts';
import styled from 'styled-components';
import type { DeepReadonly, ResolvedProject } from '../../content/types.ts';
import { defineIsland } from '../../islands/define-island.ts';
import { categoryLabel } from '../../lib/category-label.ts';
import type { ShownFacts } from '../../lib/github-facts.ts';
import { kebabCase } from '../../lib/kebab-case.ts';
import { responsiveFor, type ImageTable } from '../../lib/responsive-image.ts';
import { projectPath } from '../../lib/site-paths.ts';
import { media } from '../../theme/theme.ts';
import { LazyProjectDialog } from './load-project-dialog.ts';
import { focusProjectOpener, prerenderedDialogClosed, viewDetailsLabel } from './prerendered-dialog-state.ts';
import { useDictionary } from '../../i18n/page-language.tsx';
import { ProjectCard } from './project-card.tsx';
import { Tabs, type Tab } from '../../components/tabs.tsx';
import { useProjectRoute, type ProjectPage } from './use-project-route.ts';

const slug = (type: string) => kebabCase(type);
const tabId = (type: string) => `projects-tab-${slug(type)}`;
const panelId = (type: string) => `projects-panel-${slug(type)}`;

interface ProjectBrowserProps {
  /** Every project, in the order of projects.yaml. */
  projects: DeepReadonly<ResolvedProject[]>;
  /** The filter's tabs, one per project type (its key and its name), the first selected first. */
  types: readonly Tab<string>[];
  /** The filter's accessible name. */
  filterLabel: string;
  /** The projects' responsive images (cover and dialog), by imageKey. */
  images: ImageTable;
  /** The GitHub facts of the projects that have them, by slug (absent when none has: not a byte more in the page). */
  facts?: Readonly<Record<string, ShownFacts>>;
  /** The page around the browser: the project it opened with, titles, the site's address. */
  page: ProjectPage;
}

export function ProjectBrowser({ projects, types, filterLabel, images, facts = {}, page }: ProjectBrowserProps) {
  const titles = useMemo(() => new Map(projects.map((p) => [p.slug, p.title])), [projects]);
  const { open, openProject, closeProject } = useProjectRoute(page, titles);
  const t = useDictionary();
  const typeLabels = useMemo(() => types.map(({ value, label }) => ({ id: value, label })), [types]);
  // On a project's page, its tab is the one selected behind the dialog, so closing shows its card.
  const [filter, setFilter] = useState(projects.find((p) => p.slug === page.open)?.type ?? types[0]?.value);
  // The project a page opened with is shown by its own dialog (project-dialog.island.tsx) until that closes.
  const ownDialogOpen = !useExternalStore(prerenderedDialogClosed, (closed) => closed, false) && page.open !== undefined;
  const project = projects.find((p) => p.slug === open && !(ownDialogOpen && p.slug === page.open));

  // However a dialog this island showed closed (Close, Escape, Back), focus returns to the card's
  // View Details. The page's own dialog gives focus back itself.
  const shown = useRef(project?.title);
  useEffect(() => {
    const previous = shown.current;
    shown.current = project?.title;
    if (previous !== undefined && project === undefined) focusProjectOpener(viewDetailsLabel(t, previous));
  }, [project, t]);

  const show = useCallback(
    (p: DeepReadonly<ResolvedProject>) => {
      setFilter(p.type);
      openProject(p.slug);
    },
    [openProject],
  );

  return (
    <>
      {filter ? <Tabs label={filterLabel} tabs={types} selected={filter} onSelect={setFilter} tabId={tabId} panelId={panelId} /> : null}
      {types.map(({ value: type }) => (
        <Panel key={type} role="tabpanel" id={panelId(type)} aria-labelledby={tabId(type)} hidden={type !== filter}>
          <Grid>
            {projects.map((p) =>
              p.type === type ? (
                <li key={p.slug}>
                  <ProjectCard
                    project={p}
                    typeLabel={categoryLabel(typeLabels, p.type)}
                    cover={p.images[0] === undefined ? undefined : responsiveFor(images, 'cover', p.images[0])}
                    facts={facts[p.slug]}
                    onOpen={() => show(p)}
                  />
                </li>
              ) : null,
            )}
          </Grid>
        </Panel>
      ))}
      {project ? (
        <Suspense fallback={null}>
          <LazyProjectDialog
            key={project.slug}
            project={project}
            typeLabel={categoryLabel(typeLabels, project.type)}
            images={images}
            onClose={closeProject}
            shareUrl={new URL(projectPath(project.slug, page.base), page.siteUrl).href}
            languages={page.languages}
            facts={facts[project.slug]}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export default defineIsland('project-browser', ProjectBrowser);

const Panel = styled.div`
  /* Without JavaScript the tabs cannot switch, so every panel shows. */
  html:not(.js) &[hidden] {
    display: block;
    margin-top: ${({ theme }) => theme.space.xl};
  }
  @media print {
    &[hidden] {
      display: block;
      margin-top: ${({ theme }) => theme.space.lg};
    }
  }
`;

const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;

  ${media.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.print} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.sm};
  }
`;
