/**
 * The dialog a project's page (`/projects/<slug>/`) opens with, as an island of its own at the top
 * of the page: prerendered open, so it paints with the first HTML, and hydrated in place once the
 * page has painted — the elements on screen are kept, not replaced. It starts the page's
 * navigation at once (Back and Forward work before anything is clicked). Closing it — Close,
 * Escape, the backdrop, or Back to an address without the project — puts the home page's address
 * and title back and focus on the project's View Details; from then on the project browser opens
 * every project, this one included.
 */
import { useCallback, useEffect, useState } from 'react';
import type { DeepReadonly, ResolvedProject } from '../../content/types.ts';
import { defineIsland } from '../../islands/define-island.ts';
import type { LanguageChoice } from '../../lib/language-switch.ts';
import type { ImageTable } from '../../lib/responsive-image.ts';
import { PrerenderedProjectDialog } from './prerendered-project-dialog.tsx';
import { focusProjectOpener, prerenderedDialogClosed, viewDetailsLabel } from './prerendered-dialog-state.ts';
import { useDictionary } from '../../i18n/page-language.tsx';
import { projectNavigation } from './use-project-route.ts';

interface ProjectDialogIslandProps {
  project: DeepReadonly<ResolvedProject>;
  /** The name of the project's type, as its tab says it. */
  typeLabel: string;
  /** The responsive variants of the project's images. */
  images: ImageTable;
  /** The project's absolute address, which Copy link copies. */
  shareUrl: string;
  /** The site's other languages, to read the project in. */
  languages: readonly LanguageChoice[];
  /** The prefix of the page language's addresses (`''` or `/fr`), and the home page's title. */
  page: { base: string; siteTitle: string };
}

export function ProjectDialogIsland({ project, typeLabel, images, shareUrl, languages, page }: ProjectDialogIslandProps) {
  const [open, setOpen] = useState(true);
  const t = useDictionary();

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let mounted = true;
    void projectNavigation(page.base).then((nav) => {
      if (!mounted) return;
      const follow = (slug: string | undefined) => {
        if (slug !== project.slug) setOpen(false);
      };
      unsubscribe = nav.subscribe(follow);
      follow(nav.current());
    });
    return () => {
      mounted = false;
      unsubscribe?.();
    };
  }, [page.base, project.slug]);

  useEffect(() => {
    if (open) return;
    prerenderedDialogClosed.set(true);
    document.title = page.siteTitle;
    focusProjectOpener(viewDetailsLabel(t, project.title));
  }, [open, page.siteTitle, project.title, t]);

  const close = useCallback(() => {
    setOpen(false);
    void projectNavigation(page.base).then((nav) => nav.close());
  }, [page.base]);

  return open ? (
    <PrerenderedProjectDialog project={project} typeLabel={typeLabel} images={images} onClose={close} shareUrl={shareUrl} languages={languages} />
  ) : (
    <></>
  );
}

export default defineIsland('project-dialog', ProjectDialogIsland);
