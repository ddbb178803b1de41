/**
 * Which project's dialog is open, kept in the address: `/projects/<slug>/` while one is, `/`
 * otherwise. The router (project-navigation.ts) loads on the first open, or at once when the
 * page starts on a project; until then the page's own state answers. The document's title
 * follows the open project.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { trackEvent } from '../../analytics/track-event.ts';
import { projectTitle } from '../../lib/site-paths.ts';
import type { LanguageChoice } from '../../lib/language-switch.ts';
import { projectNavigation } from './load-project-navigation.ts';

export interface ProjectPage {
  /** The slug of the project the page opened with (its prerendered page), if any. */
  open?: string;
  /** The home page's title, shown again when the dialog closes. */
  siteTitle: string;
  /** The owner's name, in a project's title ("<project> — <owner>"). */
  owner: string;
  /** Where the site is published, for absolute links. */
  siteUrl: string;
  /** The prefix of the page's language's addresses: `''` (default language) or `/fr`. */
  base: string;
  /** The site's other languages, each of which has the project at the same path under its prefix. */
  languages: readonly LanguageChoice[];
}

export function useProjectRoute(page: ProjectPage, titles: ReadonlyMap<string, string>) {
  const [open, setOpen] = useState(page.open);
  const started = useRef(false);

  const start = useCallback(() => {
    const loaded = projectNavigation(page.base);
    if (!started.current) {
      started.current = true;
      void loaded.then((nav) => {
        nav.subscribe(setOpen);
        // The address may have moved on before this island started (the page's own dialog closed).
        setOpen(nav.current());
      });
    }
    return loaded;
  }, [page.base]);

  // On a project's page, Back and Forward must work before anything is clicked.
  useEffect(() => {
    if (page.open) void start();
  }, [page.open, start]);

  useEffect(() => {
    const title = open === undefined ? undefined : titles.get(open);
    document.title = title === undefined ? page.siteTitle : projectTitle({ title }, page.owner);
  }, [open, titles, page.siteTitle, page.owner]);

  const openProject = useCallback(
    (slug: string) => {
      setOpen(slug);
      trackEvent({ name: 'Project opened', slug });
      void start().then((nav) => nav.open(slug));
    },
    [start],
  );
  const closeProject = useCallback(() => {
    setOpen(undefined);
    void start().then((nav) => nav.close());
  }, [start]);
  return { open, openProject, closeProject };
}
