/**
 * The project browser's navigation, owned by TanStack Router over the browser's history: opening
 * a project pushes `/projects/<slug>/`, closing goes back to where the visitor opened it from (or
 * replaces a deep link with `/`), and Back and Forward report the project their entry shows.
 * Its own chunk: loaded when a project is first opened, or at once on a project's page.
 */
import { createBrowserHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { PROJECT_ROUTE } from '../../lib/site-paths.ts';

/** Marks a history entry this module pushed on top of the page the visitor opened it from. */
interface EntryState {
  openedFromPage?: boolean;
}

export interface ProjectNavigation {
  /** The slug the current address shows, or undefined. */
  current: () => string | undefined;
  open: (slug: string) => void;
  close: () => void;
  /** Calls back with the slug of every address the history moves to; returns the unsubscribe. */
  subscribe: (onChange: (slug: string | undefined) => void) => () => void;
}

/** `base`: the prefix of the page's language's addresses (`''` or `/fr`), which every address it pushes keeps. */
export function createProjectNavigation(base: string): ProjectNavigation {
  const rootRoute = createRootRoute();
  const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: `${base}/` });
  const projectRoute = createRoute({ getParentRoute: () => rootRoute, path: `${base}${PROJECT_ROUTE}` });
  const router = createRouter({
    routeTree: rootRoute.addChildren([homeRoute, projectRoute]),
    history: createBrowserHistory(),
    trailingSlash: 'always',
  });
  const { history } = router;
  const slugAt = (pathname: string) => {
    const [, params, found] = router.getMatchedRoutes(pathname);
    return found?.id === projectRoute.id ? params.slug : undefined;
  };
  const href = (slug?: string) =>
    slug === undefined
      ? router.buildLocation({ to: homeRoute.fullPath }).href
      : router.buildLocation({ to: projectRoute.fullPath, params: { slug } }).href;
  return {
    current: () => slugAt(history.location.pathname),
    open: (slug) => history.push(href(slug), { openedFromPage: true } satisfies EntryState),
    close: () => {
      if ((history.location.state as EntryState).openedFromPage) history.back();
      else history.replace(href());
    },
    subscribe: (onChange) => history.subscribe(({ location }) => onChange(slugAt(location.pathname))),
  };
}
