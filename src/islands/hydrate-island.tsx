/**
 * Hydrates one island as its own React root (loaded with the first island that needs it, so
 * react-dom is never part of a page that has nothing to hydrate).
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageLanguage } from '../i18n/page-language.tsx';
import type { AnyIsland } from './define-island.ts';
import { islandTree } from './island-tree.tsx';

/** Resolves once React has committed the island (its effects have run). */
export function hydrateIsland(container: Element, island: AnyIsland, props: object, id: string, language: PageLanguage): Promise<void> {
  return new Promise((resolve) => {
    // In a transition React hydrates in slices of a few milliseconds, yielding to input between them;
    // outside one, it hydrates the whole island in one task. A click meanwhile hydrates it at once.
    startTransition(() => {
      hydrateRoot(container, islandTree(island, props, language, resolve), {
        identifierPrefix: id,
        onRecoverableError: (error) => console.error(`island ${island.islandName}: hydration did not match the prerendered HTML`, error),
      });
    });
  });
}
