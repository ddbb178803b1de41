/**
 * `/` and Ctrl-K / ⌘-K open the search, once the navigation has hydrated (its first interaction;
 * nothing of the search is in the page's first load, so a key pressed before is the one that
 * starts the navigation). Ctrl-K is taken from the browser's own search box only on a site with search.
 */
import { useEffect } from 'react';
import { isSearchShortcut } from '../../lib/search-keys.ts';

export function useSearchShortcut(enabled: boolean, open: () => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, open]);
}
