/**
 * The site's routes, mapped by TanStack Router: `/` is the home page, `/projects/<slug>/` the home
 * page with that project's dialog open; any other path is the 404 page (spec §2). The prerender asks the router which page a URL is; each prerendered page
 * records the answer as `data-page` on #root.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { PROJECT_ROUTE } from '../lib/site-paths';
import type { PageId } from './pages';

const rootRoute = createRootRoute();
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', staticData: { page: 'home' } });
const projectRoute = createRoute({ getParentRoute: () => rootRoute, path: PROJECT_ROUTE, staticData: { page: 'project' } });
const routeTree = rootRoute.addChildren([homeRoute, projectRoute]);

function createAppRouter() {
  return createRouter({ routeTree, history: createMemoryHistory(), trailingSlash: 'always' });
}

export interface MatchedPage {
  page: PageId;
  /** The path's parameters, as strings. */
  params: Record<string, string>;
}

export function matchPage(pathname: string, router = createAppRouter()): MatchedPage {
  const [, params, found] = router.getMatchedRoutes(pathname);
  return { page: found?.options.staticData?.page ?? 'not-found', params };
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
