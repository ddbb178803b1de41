/**
 * What the search index reads of a page (Pagefind's data-pagefind-* attributes:
 * https://pagefind.app/docs/indexing/), on a site with search only: the content of the page —
 * the home page's main, a post, a project page's dialog — and not its chrome (the navigation and
 * the footer are outside main, and Pagefind skips <nav>, <footer> and <form> of itself). The
 * project cards and the latest posts are left out: each is found as its own page. A page without
 * a body mark (404, the lists of posts, the page behind a project's dialog) is not indexed, and
 * carries no mark at all.
 */
import { createContext, useContext } from 'react';
import { searchOn } from '../lib/site-search.ts';
import { usePageContent } from './page-content.tsx';

type Marks = Readonly<Record<`data-${string}`, string>>;

const NONE: Marks = {};

/** Whether the main the section is in is indexed (src/app/site-chrome.tsx provides it). */
export const IndexedMain = createContext(false);

/** Whether the page's site has search. */
export function useSearchOn(): boolean {
  const { site, posts } = usePageContent();
  return searchOn(site.search, posts);
}

/** The marks of what is indexed; `title` names the result where the page's first h1 would not (a project page's is the owner's name). */
export function useIndexedMarks(indexed = true, title?: string): Marks {
  const on = useSearchOn();
  if (!on || !indexed) return NONE;
  return title === undefined ? { 'data-pagefind-body': '' } : { 'data-pagefind-body': '', 'data-pagefind-meta': `title:${title}` };
}

/** The marks of what is left out of the index inside an indexed main. */
export function useIgnoredMarks(): Marks {
  return useContext(IndexedMain) ? { 'data-pagefind-ignore': '' } : NONE;
}
