/**
 * What both project dialogs hold: the close link and the project's details; and the behaviour of
 * a modal (docs/product-spec.md §2; https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/) for
 * the one a visitor opens: the page behind inert, Tab wrapping inside, focus starting on Close
 * (a project page's own dialog has the same without React: prerendered-dialog.ts).
 *
 * Close is a link to the home page: that is where closing leads, and it is what works before the
 * dialog's code has arrived (and without JavaScript). Once the code is there, a plain click
 * closes the dialog in place instead, which puts the home page's address back.
 */
import { useEffect, type MouseEvent } from 'react';
import { CloseIcon } from '../../components/icon.tsx';
import type { DeepReadonly, ResolvedProject } from '../../content/types.ts';
import { useFocusWrap } from '../../hooks/use-focus-wrap.ts';
import { useInertOutside } from '../../hooks/use-inert-outside.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import type { ShownFacts } from '../../lib/github-facts.ts';
import type { LanguageChoice } from '../../lib/language-switch.ts';
import { isPlainClick } from '../../lib/plain-click.ts';
import type { ImageTable } from '../../lib/responsive-image.ts';
import { CloseLink } from './dialog-styles.ts';
import { ProjectDetails } from './project-details.tsx';

export interface ProjectDialogProps {
  /** The project to show; opening a project starts at its first image. */
  project: DeepReadonly<ResolvedProject>;
  /** The name of the project's type, as its tab says it. */
  typeLabel: string;
  /** Responsive variants of the project's images, by imageKey. */
  images: ImageTable;
  /** Called on Escape, an overlay click or Close. */
  onClose: () => void;
  /** The project's absolute address, which Copy link copies. */
  shareUrl: string;
  /** The site's other languages, to read the project in. */
  languages: readonly LanguageChoice[];
  /** Its repository's facts from GitHub, when the build has them. */
  facts?: ShownFacts | undefined;
}

interface DialogBodyProps extends Omit<ProjectDialogProps, 'onClose'> {
  /** The id of the title, which labels the dialog. */
  titleId: string;
  /** Undefined where there is no code yet (the server): Close is then only a link. */
  onClose?: () => void;
}

export function DialogBody({ onClose, titleId, ...details }: DialogBodyProps) {
  const { dictionary: t, base } = usePageLanguage();
  const close = (event: MouseEvent) => {
    if (!onClose || !isPlainClick(event)) return;
    event.preventDefault();
    onClose();
  };
  return (
    <>
      <CloseLink as="a" href={`${base}/`} $variant="ghost" aria-label={t.projects.close} data-dialog-close onClick={close} autoFocus>
        <CloseIcon />
      </CloseLink>
      <ProjectDetails {...details} titleId={titleId} />
    </>
  );
}

/** The modal's behaviour, once its content element is in the page. */
export function useModal(content: HTMLElement | null): void {
  useInertOutside(content);
  useFocusWrap(content);
  useEffect(() => {
    // Close takes focus as it mounts (autoFocus); where the portal was not in the page yet then, it takes it here.
    if (!content || content.contains(content.ownerDocument.activeElement)) return;
    content.querySelector<HTMLElement>('[data-dialog-close]')?.focus();
  }, [content]);
}
