/**
 * The site's routes, mapped by TanStack Router: `/` is the home page, `/projects/<slug>/` the home
 * page with that project's dialog open, `/writing/`, `/writing/<slug>/` and `/writing/tags/<tag>/` the posts, each under every language's prefix (`/fr/`,
 * `/fr/projects/<slug>/`); any other path is the 404 page of the language it starts with (docs/product-spec.md §2).
 * The prerender asks the router which page a URL is; each prerendered page records the answer as
 * `data-page` on #root.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { languageBase, languageOfPath, POST_ROUTE, PROJECT_ROUTE, TAG_ROUTE, WRITING_ROUTE } from '../lib/site-paths.ts';
import type { PageId } from './pages.ts';

/** The routes of a site published in `languages` (the default first). */
export function createAppRouter(languages: readonly string[]) {
  const rootRoute = createRootRoute();
  const [defaultLanguage = 'en'] = languages;
  const routes = languages.flatMap((language) => {
    const base = languageBase(language, defaultLanguage);
    return [
      createRoute({ getParentRoute: () => rootRoute, path: `${base}/`, staticData: { page: 'home' } }),
      createRoute({ getParentRoute: () => rootRoute, path: `${base}${PROJECT_ROUTE}`, staticData: { page: 'project' } }),
      createRoute({ getParentRoute: () => rootRoute, path: `${base}${WRITING_ROUTE}`, staticData: { page: 'writing' } }),
      createRoute({ getParentRoute: () => rootRoute, path: `${base}${POST_ROUTE}`, staticData: { page: 'post' } }),
      createRoute({ getParentRoute: () => rootRoute, path: `${base}${TAG_ROUTE}`, staticData: { page: 'tag' } }),
    ];
  });
  return createRouter({ routeTree: rootRoute.addChildren(routes), history: createMemoryHistory(), trailingSlash: 'always' });
}

export interface MatchedPage {
  page: PageId;
  /** The path's parameters, as strings. */
  params: Record<string, string>;
  /** The page's language, and the prefix of its addresses (`''` for the default language). */
  language: string;
  base: string;
}

export function matchPage(pathname: string, languages: readonly string[], router = createAppRouter(languages)): MatchedPage {
  const [, params, found] = router.getMatchedRoutes(pathname);
  return { page: found?.options.staticData?.page ?? 'not-found', params, ...languageOfPath(pathname, languages) };
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page this route shows, as recorded in the prerendered HTML. */
    page?: PageId;
  }
}
