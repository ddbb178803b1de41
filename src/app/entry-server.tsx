/**
 * Prerenders a URL: the router chooses the page, React renders it as static HTML and records
 * its islands, each island is rendered as its own root into its place, and styled-components
 * collects the CSS of all of it — keeping the markers its browser side reads only for the
 * components islands render (prune-style-markers.ts), and the component-id classes only where
 * something needs them (strip-static-class-ids.ts).
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { IslandCollector, IslandCollectorContext } from '../islands/island.tsx';
import { markedComponentIds, pruneStyleMarkers } from '../islands/prune-style-markers.ts';
import { renderIslands, type IslandProps } from '../islands/render-islands.tsx';
import { selectedComponentIds, stripClassIds } from '../islands/strip-static-class-ids.ts';
import { languages, localizedContent } from '../content/localized.ts';
import { PageContentProvider, type PageContent } from '../hooks/page-content.tsx';
import { dictionaries } from '../i18n/all-dictionaries.ts';
import { PageLanguageProvider, type PageLanguage } from '../i18n/page-language.tsx';
import { uiLanguage } from '../i18n/ui-languages.ts';
import { AppShell } from './app-shell.tsx';
import { pageMeta, type PageMeta } from './page-meta.ts';
import { pages, type PageId } from './pages.ts';
import { matchPage } from './router.ts';

export interface RenderedPage {
  html: string;
  styles: string;
  /** The islands' props by island id. */
  islands: IslandProps;
  status: number;
  page: PageId;
  /** The page's language tag, and the prefix of that language's addresses (`''` or `/fr`). */
  language: string;
  base: string;
  /** The page's own head: title, description, alternates, share tags, JSON-LD. */
  meta: PageMeta;
}

interface Route {
  page: PageId;
  language: string;
  base: string;
  content: PageContent;
  project?: PageContent['projects']['projects'][number];
}

/** The page a path shows, in its language: a project page only for a project that exists. */
function route(pathname: string): Route {
  const { page, params, language, base } = matchPage(pathname);
  const content = localizedContent[language];
  if (!content) throw new Error(`no content for the language ${language}`);
  const found = { language, base, content };
  if (page !== 'project') return { ...found, page };
  const project = content.projects.projects.find((p) => p.slug === params.slug);
  return project ? { ...found, page, project } : { ...found, page: 'not-found' };
}

export async function render(url: string): Promise<RenderedPage> {
  const { page, project, language, base, content } = route(new URL(url, 'https://site.invalid').pathname);
  const ui = uiLanguage(language);
  const pageLanguage: PageLanguage = { tag: language, language: ui, dictionary: dictionaries[ui], base };
  const Page = pages[page];
  const sheet = new ServerStyleSheet();
  const islandSheet = new ServerStyleSheet();
  try {
    const collector = new IslandCollector();
    const staticHtml = renderToString(
      sheet.collectStyles(
        <IslandCollectorContext value={collector}>
          <PageLanguageProvider value={pageLanguage}>
            <PageContentProvider value={content}>
              <AppShell>
                <Page project={project?.slug} />
              </AppShell>
            </PageContentProvider>
          </PageLanguageProvider>
        </IslandCollectorContext>,
      ),
    );
    // Static HTML is never rendered again: the component ids no rule selects are dead weight there.
    const staticTags = sheet.getStyleTags();
    const staticIds = markedComponentIds(staticTags);
    const selected = selectedComponentIds(staticTags, staticIds);
    const { html, props } = await renderIslands(
      stripClassIds(staticHtml, new Set([...staticIds].filter((id) => !selected.has(id)))),
      collector.islands,
      {
        prepare: (tree) => islandSheet.collectStyles(tree),
        render: (tree) => sheet.collectStyles(tree),
      },
      pageLanguage,
    );
    const styles = pruneStyleMarkers(sheet.getStyleTags(), markedComponentIds(islandSheet.getStyleTags()));
    return {
      html,
      styles,
      islands: props,
      status: page === 'not-found' ? 404 : 200,
      page,
      language,
      base,
      meta: pageMeta({ page, language, languages, content, project }),
    };
  } finally {
    sheet.seal();
    islandSheet.seal();
  }
}
