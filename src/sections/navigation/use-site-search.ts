/**
 * The search dialog's state: Pagefind loaded as the dialog mounts (src/lib/site-search-client.ts),
 * then the hits of the query typed, each answer kept with the query it answers so that what shows
 * and what is announced never belong to an older query.
 */
import { useEffect, useState } from 'react';
import type { SearchHit } from '../../lib/search-hits.ts';
import { loadSearch, searchSite, type PagefindApi } from '../../lib/site-search-client.ts';

/** `empty`: nothing typed; `searching`: the query's answer is on its way; `found` / `none`: it came; `unavailable`: the index could not be loaded. */
export type SearchStatus = 'empty' | 'searching' | 'found' | 'none' | 'unavailable';

export function useSiteSearch(query: string): { status: SearchStatus; term: string; hits: readonly SearchHit[] } {
  const [api, setApi] = useState<PagefindApi>();
  const [unavailable, setUnavailable] = useState(false);
  const [answer, setAnswer] = useState<{ term: string; hits: readonly SearchHit[] }>({ term: '', hits: [] });
  const term = query.trim();

  useEffect(() => {
    let live = true;
    loadSearch(import.meta.env.BASE_URL).then(
      (loaded) => live && setApi(loaded),
      (error: unknown) => {
        console.error('The search index could not be loaded', error);
        if (live) setUnavailable(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!api || !term) return undefined;
    let live = true;
    searchSite(api, term).then(
      (hits) => live && hits && setAnswer({ term, hits }),
      () => live && setUnavailable(true),
    );
    return () => {
      live = false;
    };
  }, [api, term]);

  if (unavailable) return { status: 'unavailable', term, hits: [] };
  if (!term) return { status: 'empty', term, hits: [] };
  if (answer.term !== term) return { status: 'searching', term, hits: answer.hits };
  return { status: answer.hits.length ? 'found' : 'none', term, hits: answer.hits };
}
