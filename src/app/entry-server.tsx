/** Renders a route to HTML with its styled-components CSS, for the prerender step. */
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createAppRouter } from './router';

export interface RenderedPage {
  html: string;
  styles: string;
  status: number;
}

export async function render(url: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    );
    // The router marks the root match `_notFound` when no route matches the path.
    const notFound = router.state.matches.some((m) => m._notFound === true || m.status === 'notFound');
    return { html, styles: sheet.getStyleTags(), status: notFound ? 404 : 200 };
  } finally {
    sheet.seal();
  }
}
