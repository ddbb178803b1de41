/**
 * Routes: `/` is the home page; any other path is the 404 page (spec §2).
 */
import { createRootRoute, createRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import { HomePage } from './home-page';
import { RootLayout } from './root-layout';
import { NotFoundPage } from '../sections/not-found/not-found-page';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });
const routeTree = rootRoute.addChildren([homeRoute]);

export function createAppRouter(history: RouterHistory) {
  return createRouter({ routeTree, history, scrollRestoration: false });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
