/**
 * The project detail dialog (WAI-ARIA dialog pattern, via @reach/dialog:
 * https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/). Labelled by the project's title,
 * at most 90vh high and scrolling inside itself; Escape, the overlay and the close button close
 * it. Focus starts on the close button and stays inside: the rest of the page is inert and Tab
 * wraps (use-inert-outside.ts, use-focus-wrap.ts) instead of @reach's focus lock, whose
 * sentinels carry a positive tabindex. This module is its own chunk (see load-project-dialog.ts).
 *
 * On a project's page (`/projects/<slug>/`) the dialog is in the prerendered HTML, open: a
 * portal cannot render on the server, so that first render is the same dialog in place, which
 * without JavaScript is what the visitor reads (its close button is a link home). Once hydrated,
 * the live dialog takes over.
 */
import { DialogContent, DialogOverlay } from '@reach/dialog';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import styled, { css } from 'styled-components';
import { IconButton } from '../../components/button.tsx';
import { CloseIcon } from '../../components/icon.tsx';
import type { DeepReadonly, ResolvedProject } from '../../content/types.ts';
import type { LanguageChoice } from '../../lib/language-switch.ts';
import type { ImageTable } from '../../lib/responsive-image.ts';
import { useFocusWrap } from '../../hooks/use-focus-wrap.ts';
import { useInertOutside } from '../../hooks/use-inert-outside.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { lockScroll } from '../../lib/scroll-lock.ts';
import { media } from '../../theme/theme.ts';
import { ProjectDetails } from './project-details.tsx';

export interface ProjectDialogProps {
  /** The project to show; opening a project starts at its first image. */
  project: DeepReadonly<ResolvedProject>;
  /** Responsive variants of the project's images, by imageKey. */
  images: ImageTable;
  /** Called on Escape, an overlay click or the close button. */
  onClose: () => void;
  /** The project's absolute address, which Copy link copies. */
  shareUrl: string;
  /** The site's other languages, to read the project in. */
  languages: readonly LanguageChoice[];
}

const never = () => () => {};

export function ProjectDialog(props: ProjectDialogProps) {
  // false on the server and while hydrating the prerendered dialog (so the first render matches
  // that HTML), then true; a dialog opened in the browser is live from its first render.
  const live = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return live ? <LiveDialog {...props} /> : <PrerenderedDialog {...props} />;
}

function LiveDialog({ project, images, onClose, shareUrl, languages }: ProjectDialogProps) {
  const titleId = useId();
  // The content mounts a render after the dialog (the portal needs its node first): track it by state.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  useEffect(() => lockScroll(), []);
  useInertOutside(content);
  useFocusWrap(content);
  useEffect(() => content?.querySelector<HTMLElement>('[data-dialog-close]')?.focus(), [content]);
  const { dictionary: t } = usePageLanguage();
  return (
    <Overlay isOpen onDismiss={onClose} dangerouslyBypassFocusLock>
      <Content ref={setContent} aria-labelledby={titleId}>
        <Close $variant="ghost" aria-label={t.projects.close} data-dialog-close onClick={onClose}>
          <CloseIcon />
        </Close>
        <ProjectDetails project={project} images={images} titleId={titleId} shareUrl={shareUrl} languages={languages} />
      </Content>
    </Overlay>
  );
}

function PrerenderedDialog({ project, images, shareUrl, languages }: ProjectDialogProps) {
  const titleId = useId();
  const { dictionary: t, base } = usePageLanguage();
  return (
    <StaticOverlay data-reach-dialog-overlay="">
      <StaticContent role="dialog" aria-modal="true" aria-labelledby={titleId} data-reach-dialog-content="">
        <Close as="a" href={`${base}/`} $variant="ghost" aria-label={t.projects.close}>
          <CloseIcon />
        </Close>
        <ProjectDetails project={project} images={images} titleId={titleId} shareUrl={shareUrl} languages={languages} />
      </StaticContent>
    </StaticOverlay>
  );
}

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
  animation: dialog-fade ${({ theme }) => theme.motion.base} ease-out;

  @keyframes dialog-fade {
    from {
      opacity: 0;
    }
  }
`;

const content = css`
  position: relative;
  width: min(52rem, 100%);
  max-height: 90vh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  animation: dialog-rise ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};

  ${media.upToSmall} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }

  @keyframes dialog-rise {
    from {
      opacity: 0;
      transform: translateY(1rem) scale(0.98);
    }
  }
`;

const Overlay = styled(DialogOverlay)`
  ${overlay}
`;

const Content = styled(DialogContent)`
  ${content}
`;

// Already on screen when the page paints: no entrance animation, and the page behind stays put.
const StaticOverlay = styled.div`
  ${overlay}
  animation: none;
  html:has(&) {
    overflow: hidden;
  }
`;

const StaticContent = styled.div`
  ${content}
  animation: none;
`;

const Close = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  z-index: 1;
`;
