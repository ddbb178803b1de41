/**
 * The site's search index (issue 44), made by Pagefind (https://pagefind.app/docs/node-api/) from
 * the pages' HTML, in the build and in `npm run dev` alike: one index per language (each page's
 * `<html lang>`), split into small chunks by word, so a query downloads the few it needs.
 *
 * What is indexed is what a page marks `data-pagefind-body`: the home page's main (its sections,
 * the owner's own included; the project cards are ignored, each project has its page), a project
 * page's dialog, a post's article. The navigation, the footer and the skip link are outside it
 * (src/app/site-chrome.tsx), and a page without the mark (404, the lists of posts) is left out.
 * Pagefind's binary runs in a child process it starts once and does not keep the process alive for.
 */
import { SEARCH_FOLDER } from '../../src/lib/site-search.ts';

export interface IndexedPage {
  /** Its address on the site: `/fr/projects/gymflow/`. */
  url: string;
  html: string;
}

export interface IndexFile {
  /** Where it is served: `/pagefind/pagefind.js`. */
  path: string;
  content: Uint8Array;
}

/** The page a built file is (`/fr/index.html` → `/fr/`), or undefined for a file that is no page to search (a 404 page, a feed). */
export function pageAddress(file: string): string | undefined {
  if (!file.endsWith('.html') || /(^|\/)404\.html$/.test(file)) return undefined;
  return file.replace(/(^|\/)index\.html$/, '$1');
}

/** Pagefind's own interfaces, which the site does not use (its dialog is ours: src/sections/navigation/search-dialog.tsx). */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

const failed = (what: string, errors: readonly string[]) => new Error(`the search index: ${what}: ${errors.join('; ')}`);

/** How long Pagefind gets for a whole index (the sample's takes under a second): a binary that hangs fails the build with a word, not at CI's job timeout. */
export const INDEX_DEADLINE_MS = 120_000;

const WITHOUT_SEARCH = '`search: false` in content/site.yaml builds the site without search';

/** Pagefind's Node API, its binary started: a platform it has no binary for (a musl Linux, an install without optional packages) is said plainly. */
async function startPagefind() {
  // Loaded when an index is made: the dev server's config and the builds of sites without search never start it.
  const pagefind = await import('pagefind');
  try {
    // Live regions say a state (a carousel's "1 / 2"), not content: no excerpt should start with one.
    const { index, errors } = await pagefind.createIndex({ writePlayground: false, excludeSelectors: ['[aria-live]'] });
    if (index) return { pagefind, index };
    throw new Error(errors.join('; '));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    throw failed('Pagefind could not run on this machine', [reason, WITHOUT_SEARCH]);
  }
}

/** The index's files for these pages, or a failure once `deadlineMs` has passed (Pagefind's process closed). */
export async function searchIndex(pages: readonly IndexedPage[], deadlineMs = INDEX_DEADLINE_MS): Promise<IndexFile[]> {
  const { pagefind, index } = await startPagefind();
  const work = indexFiles(index, pages);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
  });
  const first = await Promise.race([work, deadline]);
  clearTimeout(timer);
  if (first === 'late') {
    // What Pagefind still says once closed has nobody to hear it.
    work.catch(() => undefined);
    await pagefind.close();
    throw failed(`Pagefind did not finish within ${deadlineMs / 1000} s`, [WITHOUT_SEARCH]);
  }
  await index.deleteIndex();
  return first;
}

type PagefindIndex = Awaited<ReturnType<typeof startPagefind>>['index'];

async function indexFiles(index: PagefindIndex, pages: readonly IndexedPage[]): Promise<IndexFile[]> {
  try {
    // In the order of their addresses: the build (from files) and dev (from the page list) make the same index.
    for (const { url, html } of [...pages].sort((a, b) => a.url.localeCompare(b.url))) {
      const added = await index.addHTMLFile({ url, content: html });
      if (added.errors.length) throw failed(url, added.errors);
    }
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length) throw failed('its files', fileErrors);
    return (
      files
        .map(({ path, content }) => ({ path: path.replace(/^\//, ''), content }))
        .filter(({ path }) => !UNUSED.test(path))
        .map(({ path, content }) => ({ path: `/${SEARCH_FOLDER}${path}`, content }))
        // Pagefind gives its files in no set order.
        .sort((a, b) => a.path.localeCompare(b.path))
    );
  } catch (error) {
    await index.deleteIndex();
    throw error;
  }
}
