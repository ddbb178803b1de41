/**
 * Prerenders a URL of a site: the router chooses the page, React renders it as static HTML and
 * records its islands, each island is rendered as its own root, and the page is rendered again
 * with each island's HTML in its place; styled-components collects the CSS of all of it, and
 * which components islands render (the page's document keeps the markers its browser side reads
 * for those alone), and the component-id classes stay only where something needs them
 * (strip-static-class-ids.ts). The site's checked content comes in as an argument: the build and
 * the dev server check it once and pass it along.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { IslandCollector, IslandCollectorContext } from '../islands/island.tsx';
import { markedComponentIds } from '../islands/prune-style-markers.ts';
import { renderIslands, type IslandProps } from '../islands/render-islands.tsx';
import { selectedComponentIds, stripClassIds } from '../islands/strip-static-class-ids.ts';
import { PageContentProvider, type PageContent } from '../hooks/page-content.tsx';
import { SiteDataProvider, type SiteData } from '../hooks/site-data.tsx';
import { dictionaries, dictionaryOf } from '../i18n/all-dictionaries.ts';
import type { InterfaceTexts } from '../i18n/text-overrides.ts';
import { PageLanguageProvider, type PageLanguage } from '../i18n/page-language.tsx';
import type { Look } from '../theme/look.ts';
import { AppShell } from './app-shell.tsx';
import { pageHead, type PageHead } from './page-head.ts';
import { pageMeta } from './page-meta.ts';
import { pages, type PageId } from './pages.ts';
import { matchPage } from './router.ts';

export type { SiteData };

export interface RenderedPage {
  html: string;
  /** styled-components' style tag, every marker in it (scripts/pages/page-styles.ts keeps those the browser needs). */
  styles: string;
  /** The components islands render, by component id: the only ones styled again in the browser. */
  islandComponents: ReadonlySet<string>;
  /** The islands' props by island id. */
  islands: IslandProps;
  status: 200 | 404;
  page: PageId;
  /** The prefix of the page language's addresses (`''` or `/fr`). */
  base: string;
  /** The page's <head>, as data. */
  head: PageHead;
  /** What the islands' words are made from: the bundled dictionary, and the owner's own island words. */
  ui: InterfaceTexts;
}

/** The owner's words the islands show: the ones of the islands' dictionary (the static words never go to the browser). */
function islandWords(texts: InterfaceTexts): InterfaceTexts {
  const islandKeys = Object.keys(dictionaries[texts.language]);
  return { language: texts.language, overrides: Object.fromEntries(Object.entries(texts.overrides).filter(([key]) => islandKeys.includes(key))) };
}

interface Route {
  page: PageId;
  language: string;
  base: string;
  content: PageContent;
  look: Look;
  project?: PageContent['projects']['projects'][number];
  post?: PageContent['posts'][number];
  tag?: string;
}

/**
 * The page a path shows, in its language: a project page only for a project that exists, a post's
 * only in a language it is written in, a tag's only for a tag some post has, and the writing
 * index only when there are posts.
 */
function route(pathname: string, site: SiteData): Route {
  const { page, params, language, base } = matchPage(pathname, site.languages);
  const content = site.localized[language];
  const look = site.looks[language];
  if (!content || !look) throw new Error(`no content for the language ${language}`);
  const found = { language, base, content, look };
  const missing = { ...found, page: 'not-found' } as const;
  switch (page) {
    case 'project': {
      const project = content.projects.projects.find((p) => p.slug === params.slug);
      return project ? { ...found, page, project } : missing;
    }
    case 'writing':
      return content.posts.length ? { ...found, page } : missing;
    case 'post': {
      const post = content.posts.find((p) => p.slug === params.slug && p.language === language);
      return post ? { ...found, page, post } : missing;
    }
    case 'tag': {
      const tag = params.tag ?? '';
      return content.posts.some((p) => p.tags.some((t) => t.slug === tag)) ? { ...found, page, tag } : missing;
    }
    default:
      return { ...found, page };
  }
}

export async function render(url: string, site: SiteData): Promise<RenderedPage> {
  const { page, project, post, tag, language, base, content, look } = route(new URL(url, 'https://site.invalid').pathname, site);
  const pageLanguage: PageLanguage = {
    tag: language,
    language: content.ui.language,
    dictionary: dictionaryOf(content.ui, language),
    texts: content.ui,
    base,
  };
  const Page = pages[page];
  const sheet = new ServerStyleSheet();
  const islandSheet = new ServerStyleSheet();
  const tree = (collector: IslandCollector): ReactNode =>
    sheet.collectStyles(
      <IslandCollectorContext value={collector}>
        <SiteDataProvider value={site}>
          <PageLanguageProvider value={pageLanguage}>
            <PageContentProvider value={content}>
              <AppShell look={look}>
                <Page project={project?.slug} post={post?.slug} tag={tag} />
              </AppShell>
            </PageContentProvider>
          </PageLanguageProvider>
        </SiteDataProvider>
      </IslandCollectorContext>,
    );
  try {
    // First the page alone: its islands, and the styles of its static parts.
    const found = new IslandCollector();
    renderToString(tree(found));
    const staticTags = sheet.getStyleTags();
    const staticIds = markedComponentIds(staticTags);
    const selected = selectedComponentIds(staticTags, staticIds);
    const islands = await renderIslands(
      found.islands,
      { prepare: (t) => islandSheet.collectStyles(t), render: (t) => sheet.collectStyles(t) },
      pageLanguage,
    );
    // Then the page with each island's HTML in place (the same islands, numbered alike).
    const placed = new IslandCollector(islands.html);
    const html = renderToString(tree(placed));
    if (placed.islands.length !== found.islands.length)
      throw new Error(`${url}: the page placed ${placed.islands.length} islands, then ${found.islands.length}`);
    // Static HTML is never rendered again: the component ids no rule selects are dead weight there.
    const unselected = new Set([...staticIds].filter((id) => !selected.has(id)));
    return {
      html: await stripClassIds(html, unselected),
      styles: sheet.getStyleTags(),
      islandComponents: markedComponentIds(islandSheet.getStyleTags()),
      islands: islands.props,
      status: page === 'not-found' ? 404 : 200,
      page,
      base,
      ui: islandWords(content.ui),
      head: pageHead(
        pageMeta({ page, language, languages: site.languages, content, project, post, tag, images: site.images, githubFacts: site.githubFacts }),
        {
          notFound: page === 'not-found',
          look,
        },
      ),
    };
  } finally {
    sheet.seal();
    islandSheet.seal();
  }
}
