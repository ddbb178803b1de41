/**
 * Whether the dialog a project's page opened with (its own island, project-dialog.island.tsx)
 * has closed. Until it has, it is the one showing that project, and the project browser does not
 * open a second one for the same address; once it has, the project browser opens every project,
 * that one included (Back and Forward). Shared by the two islands through their common chunk.
 */
import type { Dictionary } from '../../i18n/dictionary.ts';
import { createExternalStore } from '../../lib/external-store.ts';

export const prerenderedDialogClosed = createExternalStore(false);

/** The accessible name of a project's View Details, by which the dialog finds it again (whether its island has started or not). */
export const viewDetailsLabel = (t: Dictionary, title: string) => t.common.labelFor(t.projects.viewDetails, title);

/** Gives focus back to a project's View Details (however the dialog closed), and brings it into view. */
export function focusProjectOpener(label: string, doc: Document = document): void {
  const opener = [...doc.querySelectorAll<HTMLElement>('button[aria-label]')].find((button) => button.getAttribute('aria-label') === label);
  requestAnimationFrame(() => {
    opener?.focus({ preventScroll: true });
    // After a deep link the card may be far below: bring it into view (a no-op when it is).
    opener?.scrollIntoView({ block: 'nearest' });
  });
}
