/**
 * Hydrates the prerendered page named by #root's data-page, with no router in the bundle. In
 * the dev server (no prerendered HTML) the router renders the page on the client instead.
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppShell } from './app-shell';
import { isPageId, pages } from './pages';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const page = container.dataset.page;
if (isPageId(page)) {
  const Page = pages[page];
  hydrateRoot(
    container,
    <StrictMode>
      <AppShell>
        <Page />
      </AppShell>
    </StrictMode>,
  );
} else {
  const { renderWithRouter } = await import('./client-router');
  await renderWithRouter(container);
}
