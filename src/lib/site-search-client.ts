/**
 * Pagefind's browser API (https://pagefind.app/docs/api/), loaded from the site's own index
 * (src/lib/site-search.ts) the first time the search dialog opens, and never before: nothing of
 * the search is in a page's first load. Pagefind reads the page's `<html lang>` and searches that
 * language's index alone, so a page finds pages in its own language.
 */
import { hitsOf, type PagefindResultData, type SearchHit } from './search-hits.ts';
import { searchScriptUrl } from './site-search.ts';

/** What the dialog uses of Pagefind's module. */
export interface PagefindApi {
  options: (options: { baseUrl?: string; excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    term: string,
    options?: Record<string, never>,
    debounceTimeoutMs?: number,
  ) => Promise<{ results: readonly { id: string; data: () => Promise<PagefindResultData> }[] } | null>;
}

/** The most hits a search shows: a portfolio's few pages, each project one. */
export const MOST_HITS = 8;

let loading: Promise<PagefindApi> | undefined;

/** Pagefind, from `<base path>pagefind/pagefind.js`, its result addresses under the same base path; a failed load is tried again next time. */
export function loadSearch(basePath: string, load = (url: string) => import(/* @vite-ignore */ url) as Promise<PagefindApi>): Promise<PagefindApi> {
  loading ??= load(searchScriptUrl(basePath)).then(async (api) => {
    await api.options({ baseUrl: basePath, excerptLength: 24 });
    await api.init();
    return api;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The hits for a query; null when a later query has replaced it before it ran. */
export async function searchSite(api: PagefindApi, query: string): Promise<SearchHit[] | null> {
  const search = await api.debouncedSearch(query, {}, 120);
  if (!search) return null;
  const pages = await Promise.all(search.results.slice(0, MOST_HITS).map((result) => result.data()));
  return pages.flatMap(hitsOf).slice(0, MOST_HITS);
}
