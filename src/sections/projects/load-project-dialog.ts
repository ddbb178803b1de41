/**
 * The detail dialog (and @reach/dialog with it) is a separate chunk, loaded the first time a
 * visitor asks for details — or earlier, when they hover or focus a card, so it opens at once.
 */
import { lazy } from 'react';
import type * as DialogModule from './project-dialog.tsx';

let loading: Promise<typeof DialogModule> | undefined;

export function preloadProjectDialog(): Promise<typeof DialogModule> {
  loading ??= import('./project-dialog.tsx');
  return loading;
}

export const LazyProjectDialog = lazy(() => preloadProjectDialog().then((m) => ({ default: m.ProjectDialog })));
