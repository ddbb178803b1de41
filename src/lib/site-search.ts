/**
 * The site's search (issue 44): whether a site has it, and where its index is published. The
 * build and `npm run dev` make the index (scripts/search/); the navigation's search dialog loads
 * it only when a visitor opens it (src/sections/navigation/search-dialog.tsx).
 */

/** The folder of the index under the site's root: Pagefind's script, its WebAssembly and its chunks. */
export const SEARCH_FOLDER = 'pagefind/';

/**
 * Whether the site has search: as site.yaml's `search` says, and when it says nothing, once there
 * is a published post (a portfolio of a few sections is read, not searched; posts add up).
 */
export function searchOn(setting: boolean | undefined, posts: readonly { readonly draft?: boolean }[]): boolean {
  return setting ?? posts.some((post) => post.draft !== true);
}

/** The index's script under the site's base path (`/` or `/portfolio/`): `/portfolio/pagefind/pagefind.js`. */
export function searchScriptUrl(basePath: string): string {
  return `${basePath.endsWith('/') ? basePath : `${basePath}/`}${SEARCH_FOLDER}pagefind.js`;
}
