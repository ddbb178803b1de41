/**
 * Prerenders a URL: the router chooses the page, React renders it as static HTML and records
 * its islands, each island is rendered as its own root into its place, and styled-components
 * collects the CSS of all of it — keeping the markers its browser side reads only for the
 * components islands render (prune-style-markers.ts).
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { IslandCollector, IslandCollectorContext } from '../islands/island';
import { markedComponentIds, pruneStyleMarkers } from '../islands/prune-style-markers';
import { renderIslands, type IslandProps } from '../islands/render-islands';
import { profile } from '../content/profile';
import { projects } from '../content/projects';
import { site } from '../content/site';
import { AppShell } from './app-shell';
import { projectMeta, type PageMeta } from './page-meta';
import { pages, type PageId } from './pages';
import { matchPage } from './router';

export interface RenderedPage {
  html: string;
  styles: string;
  /** The islands' props by island id. */
  islands: IslandProps;
  status: number;
  page: PageId;
  /** The page's own head (title, description, share tags) when it is not the home page's. */
  meta?: PageMeta;
}

/** The site and owner, for the head of pages that have their own (the dev server reads it from here). */
export const headContent = { site, profile };

/** The page a path shows: a project page only for a project that exists. */
function route(pathname: string) {
  const { page, params } = matchPage(pathname);
  if (page !== 'project') return { page };
  const project = projects.projects.find((p) => p.slug === params.slug);
  return project ? { page, project } : { page: 'not-found' as const };
}

export async function render(url: string): Promise<RenderedPage> {
  const { page, project } = route(new URL(url, 'https://site.invalid').pathname);
  const Page = pages[page];
  const sheet = new ServerStyleSheet();
  const islandSheet = new ServerStyleSheet();
  try {
    const collector = new IslandCollector();
    const staticHtml = renderToString(
      sheet.collectStyles(
        <IslandCollectorContext value={collector}>
          <AppShell>
            <Page project={project?.slug} />
          </AppShell>
        </IslandCollectorContext>,
      ),
    );
    const { html, props } = await renderIslands(staticHtml, collector.islands, {
      prepare: (tree) => islandSheet.collectStyles(tree),
      render: (tree) => sheet.collectStyles(tree),
    });
    const styles = pruneStyleMarkers(sheet.getStyleTags(), markedComponentIds(islandSheet.getStyleTags()));
    return { html, styles, islands: props, status: page === 'not-found' ? 404 : 200, page, ...(project ? { meta: projectMeta(project) } : {}) };
  } finally {
    sheet.seal();
    islandSheet.seal();
  }
}
