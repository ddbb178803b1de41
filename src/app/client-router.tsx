/** Client-side routing for pages that were not prerendered (the dev server). */
import { RouterProvider, createBrowserHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';

export async function renderWithRouter(container: HTMLElement): Promise<void> {
  const router = createAppRouter(createBrowserHistory());
  await router.load();
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
