/**
 * Prerenders a URL: the router chooses the page, React renders it and styled-components
 * collects its CSS. A first pass only loads the page's lazy parts; the second renders
 * synchronously, so the HTML is complete and needs no inline script to reveal Suspense
 * boundaries (the Content Security Policy allows none).
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
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
  const tree = (
    <StrictMode>
      <AppShell>
        <Page />
      </AppShell>
    </StrictMode>
  );
  // Waits until every lazy component has loaded; its output is not used.
  const { prelude } = await prerenderToNodeStream(tree);
  for await (const chunk of prelude) void chunk;

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(tree));
    if (/<!--\$[?!]-->/.test(html)) throw new Error(`prerender ${url}: a component still suspended; its fallback would ship instead of its HTML`);
    return { html, styles: sheet.getStyleTags(), status: page === 'not-found' ? 404 : 200, page };
  } finally {
    sheet.seal();
  }
}
