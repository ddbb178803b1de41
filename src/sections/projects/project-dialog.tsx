/**
 * The project detail dialog a visitor opens from a card (via @reach/dialog, in a portal at the end
 * of <body>): labelled by the project's title, at most 90vh high and scrolling inside itself;
 * Escape, the overlay and Close close it. Focus starts on Close and stays inside: the rest of the
 * page is inert and Tab wraps (project-dialog-body.tsx) instead of @reach's focus lock, whose
 * sentinels carry a positive tabindex. The page behind is locked by lockScroll (scroll-lock.ts),
 * as for the prerendered dialog, instead of @reach's react-remove-scroll, which would make up for
 * a scrollbar whose room the page keeps (scrollbar-gutter) and shift it sideways. This module is
 * its own chunk (see load-project-dialog.ts). The dialog a project page opens with is
 * prerendered-project-dialog.tsx.
 */
import { DialogContent, DialogOverlay } from '@reach/dialog';
import { useEffect, useId, useState } from 'react';
import { lockScroll } from '../../lib/scroll-lock.ts';
import styled from 'styled-components';
import { DialogBody, useModal, type ProjectDialogProps } from './project-dialog-body.tsx';
import { contentEntrance, contentStyle, overlayEntrance, overlayStyle } from './dialog-styles.ts';

export type { ProjectDialogProps };

export function ProjectDialog({ onClose, ...details }: ProjectDialogProps) {
  const titleId = useId();
  // The content mounts a render after the dialog (the portal needs its node first): track it by state.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  useModal(content);
  useEffect(() => (content ? lockScroll() : undefined), [content]);
  return (
    <Overlay isOpen onDismiss={onClose} dangerouslyBypassFocusLock dangerouslyBypassScrollLock>
      <Content ref={setContent} aria-labelledby={titleId}>
        <DialogBody {...details} titleId={titleId} onClose={onClose} />
      </Content>
    </Overlay>
  );
}

const Overlay = styled(DialogOverlay)`
  ${overlayStyle}
  ${overlayEntrance}
`;

const Content = styled(DialogContent)`
  ${contentStyle}
  ${contentEntrance}
`;
