/**
 * The search dialog (and @reach/dialog, and Pagefind after it) is a chunk of its own, loaded the
 * first time a visitor opens the search: not with the navigation, not before.
 */
import { lazy } from 'react';

export const LazySearchDialog = lazy(() => import('./search-dialog.tsx').then((m) => ({ default: m.SearchDialog })));
