/**
 * The visitor's colour scheme: their saved choice, else the system preference. Choosing one
 * sets `data-theme` on <html> (read by the global style) and remembers it in localStorage;
 * public/boot.js re-applies it before the next page's first paint.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { SchemeName } from '../theme/color-schemes';

const STORAGE_KEY = 'color-scheme';
const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function current(): SchemeName {
  const chosen = document.documentElement.getAttribute('data-theme');
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return darkQuery().matches ? 'dark' : 'light';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const query = darkQuery();
  query.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    query.removeEventListener('change', listener);
  };
}

export function useColorScheme(): [SchemeName | undefined, (scheme: SchemeName) => void] {
  // Undefined on the server and during hydration: the prerendered HTML cannot know it.
  const scheme = useSyncExternalStore<SchemeName | undefined>(subscribe, current, () => undefined);
  const choose = useCallback((next: SchemeName) => {
    document.documentElement.setAttribute('data-theme', next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing can refuse storage; the choice still applies to this page.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [scheme, choose];
}
