/**
 * `/` and Ctrl-K / ⌘-K open the search once the navigation has hydrated (at its first interaction:
 * nothing of the search is in the page's first load). A shortcut pressed before is the key that
 * starts the navigation, so the navigation answers it when it arrives. Ctrl-K is taken from the
 * browser's own search box only on a site with search.
 */
import { useEffect } from 'react';
import { isSearchShortcut } from '../../lib/search-keys.ts';

/** How long after the key the navigation may still answer it: later, the visitor has moved on. */
export const WAKING_KEY_ANSWERED_WITHIN_MS = 3000;

/**
 * Whether the page's first interaction (recorded by src/islands/schedule.ts) was a search shortcut
 * still to answer: answered once, soon, and only while the page kept the focus it had — not when
 * the browser's own find or address bar took the key, nor once the visitor is typing elsewhere.
 */
function takeWakingShortcut(): boolean {
  const first = window.__firstInteraction;
  if (!(first instanceof KeyboardEvent) || first.defaultPrevented || !isSearchShortcut(first)) return false;
  window.__firstInteraction = undefined;
  const focusKept = document.hasFocus() && (document.activeElement ?? document.body) === (first.target ?? document.body);
  return focusKept && performance.now() - first.timeStamp < WAKING_KEY_ANSWERED_WITHIN_MS;
}

export function useSearchShortcut(enabled: boolean, open: () => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    if (takeWakingShortcut()) open();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, open]);
}
