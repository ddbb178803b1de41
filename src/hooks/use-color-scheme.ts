/**
 * The visitor's colour scheme: their saved choice, else the system preference. Choosing one
 * sets `data-theme` on <html> (read by the global style) and remembers it in localStorage; the
 * boot script re-applies it before the next page's first paint.
 */
import { useCallback } from 'react';
import { createExternalStore, type ExternalStore } from '../lib/external-store.ts';
import type { SchemeName } from '../theme/color-schemes.ts';
import { useExternalStore } from './use-external-store.ts';

const STORAGE_KEY = 'color-scheme';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function current(): SchemeName {
  const chosen = document.documentElement.getAttribute('data-theme');
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return darkQuery().matches ? 'dark' : 'light';
}

function watchSystem(store: ExternalStore<SchemeName | undefined>): () => void {
  const query = darkQuery();
  const update = () => store.set(current());
  query.addEventListener('change', update);
  update();
  return () => query.removeEventListener('change', update);
}

// Undefined until a component subscribes in the browser: the prerendered HTML cannot know it.
const colorScheme = createExternalStore<SchemeName | undefined>(undefined, { watch: watchSystem });
const same = <T>(value: T) => value;

export function useColorScheme(): [SchemeName | undefined, (scheme: SchemeName) => void] {
  const scheme = useExternalStore(colorScheme, same, undefined);
  const choose = useCallback((next: SchemeName) => {
    document.documentElement.setAttribute('data-theme', next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing can refuse storage; the choice still applies to this page.
    }
    colorScheme.set(next);
  }, []);
  return [scheme, choose];
}
