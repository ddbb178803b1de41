/**
 * Renders a page of a site by its URL into its whole document: the server entry
 * (src/app/entry-server.tsx) renders the page from the site's checked content, and
 * page-document.ts writes the document. The build gives it the bundled server entry and the
 * client entry's hashed URL; the dev server gives it Vite's live modules.
 */
import type { RenderedPage, SiteData } from '../../src/app/entry-server.tsx';
import { pageDocument, type DocumentOptions } from './page-document.ts';

export type RenderPage = (url: string, site: SiteData) => Promise<RenderedPage>;

export interface RenderedDocument {
  status: RenderedPage['status'];
  html: string;
  /** Files the page refers to, by path (its deferred island props). */
  alongside: Map<string, string>;
}

export type PageRenderer = (url: string) => Promise<RenderedDocument>;

export interface PageRendererOptions extends DocumentOptions {
  /** The server entry's render function. */
  render: () => Promise<RenderPage> | RenderPage;
  site: SiteData;
  /** Adds what the dev server needs to a document (Vite's client); the build has nothing to add. */
  transform?: (url: string, html: string) => Promise<string>;
}

export function pageRenderer({ render, site, transform, ...document }: PageRendererOptions): PageRenderer {
  return async (url) => {
    const page = await (await render())(url, site);
    const { html, alongside } = pageDocument(page, document);
    return { status: page.status, html: transform ? await transform(url, html) : html, alongside };
  };
}
