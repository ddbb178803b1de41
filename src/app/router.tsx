/**
 * Routes: `/` is the home page; any other path is the 404 page (spec §2). The router decides at
 * prerender time (and in the dev server); a prerendered page records the decision as
 * `data-page` on #root, so visitors' browsers hydrate that page without downloading the router.
 */
import { createRootRoute, createRoute, createRouter, type AnyRouter, type RouterHistory } from '@tanstack/react-router';
import { HomePage } from './home-page';
import type { PageId } from './pages';
import { RootLayout } from './root-layout';
import { NotFoundPage } from '../sections/not-found/not-found-page';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage, staticData: { page: 'home' } });
const routeTree = rootRoute.addChildren([homeRoute]);

export function createAppRouter(history: RouterHistory) {
  return createRouter({ routeTree, history, scrollRestoration: false });
}

/** Which page the router chose for its current location (after `router.load()`). */
export function matchedPage(router: AnyRouter): PageId {
  const matches = router.state.matches;
  // The router marks the root match `_notFound` when no route matches the path.
  if (matches.some((m) => m._notFound === true || m.status === 'notFound')) return 'not-found';
  const leaf = matches[matches.length - 1];
  return router.routesById[leaf.routeId]?.options.staticData?.page ?? 'not-found';
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The page this route shows, as recorded in the prerendered HTML. */
    page?: PageId;
  }
}
