/**
 * The dialog a project's page (`/projects/<slug>/`) opens with, prerendered open at the top of
 * the page so that its title, text and first image paint from the HTML alone — no entrance, the
 * page behind already still — and focus on Close (autofocus). @reach/dialog renders into a
 * portal, which cannot adopt server HTML (and its DialogContent takes its open state from that
 * portal), so this dialog is plain elements with the same roles and the same ways out — Escape, a
 * click on the backdrop, Close. Those are plain DOM code (prerendered-dialog.ts), which starts
 * with the page's entry and reads what closing needs from the backdrop's data attributes; React
 * only ever hydrates the content.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { useDictionary } from '../../i18n/page-language.tsx';
import { DialogBody, type ProjectDialogProps } from './project-dialog-body.tsx';
import { contentStyle, overlayStyle } from './dialog-styles.ts';
import type { PrerenderedDialogData } from './prerendered-dialog.ts';
import { viewDetailsLabel } from './prerendered-dialog-state.ts';

type PrerenderedProjectDialogProps = Omit<ProjectDialogProps, 'onClose'> & Pick<PrerenderedDialogData, 'homeTitle'>;

export function PrerenderedProjectDialog({ homeTitle, ...details }: PrerenderedProjectDialogProps) {
  const titleId = useId();
  const t = useDictionary();
  // What closing needs, read by prerendered-dialog.ts (which finds the backdrop by them: prerendered-dialog-marker.ts).
  const data: Record<`data-${string}`, string> = {
    'data-home-title': homeTitle,
    'data-opener': viewDetailsLabel(t, details.project.title),
  };
  return (
    <Overlay {...data}>
      <Content role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <DialogBody {...details} titleId={titleId} />
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
