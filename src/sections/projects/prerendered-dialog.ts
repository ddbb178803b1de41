/**
 * What makes the dialog a project's page opens with a modal from the moment the page's entry
 * runs, without React: the page behind inert, Tab kept inside, and Escape, a click on the
 * backdrop or Close closing it in place — the home page's address and title back, focus on the
 * project's View Details. React hydrates the dialog's content (the carousel, Copy link) only at
 * the visitor's first interaction (project-dialog.island.tsx), so a visitor who only reads never
 * loads it. Before this runs, Close is a link to the home page, and focus is on it (autofocus).
 */
import { makeOutsideInert } from '../../lib/inert-outside.ts';
import { wrapFocus } from '../../lib/focus-wrap.ts';
import { isPlainClick } from '../../lib/plain-click.ts';
import { projectNavigation } from './load-project-navigation.ts';
import { focusProjectOpener, prerenderedDialogClosed } from './prerendered-dialog-state.ts';

export interface PrerenderedDialogData {
  /** The home page's title, put back on closing. */
  homeTitle: string;
  /** The accessible name of the project's View Details, which takes focus on closing. */
  opener: string;
}

export function startPrerenderedDialog(backdrop: HTMLElement): void {
  const content = backdrop.querySelector<HTMLElement>('[role="dialog"]');
  const closeLink = backdrop.querySelector('[data-dialog-close]');
  if (!content || !closeLink || prerenderedDialogClosed.get()) return;
  const { homeTitle = '', opener = '' } = backdrop.dataset as Partial<PrerenderedDialogData>;
  // Close leads to the home page in the page's language: `${base}/`.
  const base = (closeLink.getAttribute('href') ?? '/').replace(/\/$/, '');
  const undo = [makeOutsideInert(content), wrapFocus(content)];

  // A click that both starts and ends on the backdrop closes; one that began in the content (a text selection) does not.
  let pressed: EventTarget | null = null;
  const onMouseDown = (event: MouseEvent) => (pressed = event.target);
  const onClick = (event: MouseEvent) => {
    const onClose = event.target instanceof Element && closeLink.contains(event.target) && isPlainClick(event);
    if (onClose) event.preventDefault();
    if (onClose || (event.target === backdrop && pressed === backdrop)) close();
  };
  // On the document, so Escape works wherever focus is (after a click on the backdrop, on <body>).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) close();
  };
  backdrop.addEventListener('mousedown', onMouseDown);
  backdrop.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);

  function close() {
    for (const give of undo) give();
    backdrop.removeEventListener('mousedown', onMouseDown);
    backdrop.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    // Gone at once. An island React has not started is taken out of the page, never to start; a
    // started one renders nothing once the navigation has closed (below).
    backdrop.style.display = 'none';
    const island = backdrop.closest('[data-island]');
    if (island && !island.hasAttribute('data-hydrated')) island.remove();
    document.title = homeTitle;
    focusProjectOpener(opener);
    // The address goes home through the router, so the project browser, if it has started, follows; only then does it
    // open this project too (Back and Forward). Without the router (offline), the address goes home all the same.
    void projectNavigation(base)
      .then((nav) => nav.close())
      .catch(() => history.replaceState(history.state, '', `${base}/`))
      .finally(() => prerenderedDialogClosed.set(true));
  }
}
