/**
 * The dialog a project's page (`/projects/<slug>/`) opens with, prerendered open at the top of
 * the page so that its title, text and first image paint from the HTML alone — no entrance, the
 * page behind already still — and hydrated in place: the browser keeps the very elements it
 * painted. @reach/dialog renders into a portal, which cannot adopt server HTML (and its
 * DialogContent takes its open state from that portal), so this dialog is plain elements with the
 * same roles and the same ways out — Escape, a click on the backdrop, Close; the modal's
 * behaviour is the same as the other dialog's.
 */
import { startTransition, useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { DialogBody, useModal, type ProjectDialogProps } from './project-dialog-body.tsx';
import { contentStyle, overlayStyle } from './dialog-styles.ts';

export function PrerenderedProjectDialog({ onClose, ...details }: ProjectDialogProps) {
  const titleId = useId();
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  useModal(content);
  // Known a render later, in a transition: a state set while React commits would re-render the dialog in the same task.
  const contentRef = useCallback((node: HTMLDivElement | null) => startTransition(() => setContent(node)), []);
  // A click that both starts and ends on the backdrop closes; one that began in the content (a text selection) does not.
  const pressed = useRef<EventTarget | null>(null);
  const onClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && pressed.current === event.currentTarget) onClose();
  };
  // On the document, so Escape works wherever focus is (after a click on the backdrop, on <body>).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <Overlay onMouseDown={(event) => (pressed.current = event.target)} onClick={onClick}>
      <Content ref={contentRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <DialogBody {...details} titleId={titleId} onClose={onClose} />
      </Content>
    </Overlay>
  );
}

const Overlay = styled.div`
  ${overlayStyle}
  /* Already on screen when the page paints: the page behind stays put from the first frame. */
  html:has(&) {
    overflow: hidden;
  }
`;

const Content = styled.div`
  ${contentStyle}
`;
