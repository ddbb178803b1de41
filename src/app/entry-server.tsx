/**
 * Prerenders a URL: the router chooses the page, React renders it (waiting for lazy parts, so
 * the HTML is complete) and styled-components collects its CSS.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { AppShell } from './app-shell';
import { pages, type PageId } from './pages';
import { createAppRouter, matchedPage } from './router';

export interface RenderedPage {
  html: string;
  styles: string;
  status: number;
  page: PageId;
}

export async function render(url: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const page = matchedPage(router);
  const Page = pages[page];
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <AppShell>
            <Page />
          </AppShell>
        </StrictMode>,
      ),
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, styles: sheet.getStyleTags(), status: page === 'not-found' ? 404 : 200, page };
  } finally {
    sheet.seal();
  }
}
