/**
 * The dialog a project's page (`/projects/<slug>/`) opens with, as an island of its own at the top
 * of the page: prerendered open, so it paints with the first HTML, and a modal from the moment
 * the page's entry runs (prerendered-dialog.ts: Escape, the backdrop and Close close it in place,
 * with no React). React hydrates its content — the carousel, Copy link — at the visitor's first
 * interaction, keeping the elements on screen. Once it has closed, it renders nothing, and the
 * project browser opens every project, this one included.
 */
import type { DeepReadonly, ResolvedProject } from '../../content/types.ts';
import { useExternalStore } from '../../hooks/use-external-store.ts';
import { defineIsland } from '../../islands/define-island.ts';
import type { ShownFacts } from '../../lib/github-facts.ts';
import type { LanguageChoice } from '../../lib/language-switch.ts';
import type { ImageTable } from '../../lib/responsive-image.ts';
import { PrerenderedProjectDialog } from './prerendered-project-dialog.tsx';
import { prerenderedDialogClosed } from './prerendered-dialog-state.ts';

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
  /** Its repository's facts from GitHub, when the build has them. */
  facts?: ShownFacts;
  /** The home page's title. */
  page: { siteTitle: string };
}

export function ProjectDialogIsland({ page, ...details }: ProjectDialogIslandProps) {
  const closed = useExternalStore(prerenderedDialogClosed, (value) => value, false);
  return closed ? <></> : <PrerenderedProjectDialog {...details} homeTitle={page.siteTitle} />;
}

export default defineIsland('project-dialog', ProjectDialogIsland);
