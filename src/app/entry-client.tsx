/** Hydrates the prerendered HTML; in dev (no prerendered markup) it renders from scratch. */
import { RouterProvider, createBrowserHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const router = createAppRouter(createBrowserHistory());
// Resolve the route first, and render the way the server did (no client-only Suspense
// wrapper), so the first client render matches the prerendered markup.
await router.load();
if (container.hasChildNodes()) router.ssr = { manifest: undefined };
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
