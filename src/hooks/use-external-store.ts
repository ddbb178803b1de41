/**
 * Reads part of an external store (lib/external-store.ts) and re-renders when that part changes.
 * `serverValue` is what the prerender saw, so hydration matches the HTML.
 */
import { useSyncExternalStore } from 'react';
import type { ExternalStore } from '../lib/external-store.ts';

export function useExternalStore<T, S>(store: ExternalStore<T>, select: (value: T) => S, serverValue: T): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(serverValue),
  );
}
