/**
 * The search index in `npm run dev` (issue 44): made from the pages as dev renders them, by the
 * same code as the build's (scripts/search/search-index.ts), the first time the search asks for a
 * file of it, and again after an edit. Where it cannot be made (Pagefind's binary is missing for
 * this machine), the terminal says so plainly, and so does the search dialog (the index's script
 * is not found).
 */
import type { Logger } from 'vite';
import { SEARCH_FOLDER } from '../../src/lib/site-search.ts';
import type { PageRenderer } from '../pages/page-renderer.ts';
import { searchIndex } from '../search/search-index.ts';
import { sitePageList } from '../site/site-pages.ts';
import { siteHasSearch, type Site } from '../site/site.ts';

/** The index's files by path, made once for a version of the site; undefined when the site has no search or the index could not be made. */
export type DevSearch = (path: string) => Promise<Uint8Array | undefined>;

export const isSearchPath = (path: string) => path.startsWith(`/${SEARCH_FOLDER}`);

export function devSearch(site: Site, pages: PageRenderer, logger: Logger): DevSearch {
  let files: Promise<Map<string, Uint8Array> | undefined> | undefined;
  const make = async () => {
    if (!siteHasSearch(site)) return undefined;
    const started = performance.now();
    try {
      const list = sitePageList(site).filter((page) => page.status === 200);
      const rendered = await Promise.all(list.map(async ({ url }) => ({ url, html: (await pages(url)).html })));
      const made = await searchIndex(rendered);
      logger.info(`search: indexed ${list.length} pages in ${Math.round(performance.now() - started)} ms`, { timestamp: true });
      return new Map(made.map(({ path, content }) => [path, content]));
    } catch (error) {
      logger.error(
        `search: there is no search index in dev, so the search dialog says it is unavailable: ${error instanceof Error ? error.message : String(error)}`,
        { timestamp: true },
      );
      return undefined;
    }
  };
  return async (path) => (await (files ??= make()))?.get(path);
}
