/** When each island starts, and where its props travel: read by the loader, which must not import React to know it. */

/**
 * When an island's code is loaded and hydrated (a visitor's interaction with the island always
 * starts it at once): at load, when the browser is idle, at the visitor's first scroll, key or
 * touch anywhere on the page (`interaction`: the page's chrome, which nothing needs until then),
 * or when its content nears the viewport.
 */
export type HydrateStrategy = 'load' | 'idle' | 'interaction' | 'visible';

/**
 * Whether an island's props are written into the page: by default only for the islands that start
 * when the browser is idle or at the first interaction (small, and wanted at once then). The
 * others' props (the islands that wait to be seen) go into the page's deferred JSON file, fetched
 * with their code, so they never weigh on the first paint; so do those of an island placed with
 * `propsIn="file"` (a project page's dialog, which has painted from its HTML already).
 */
export const propsInPage = (strategy: HydrateStrategy): boolean => strategy === 'idle' || strategy === 'interaction';

/** Whether an island's props travel in the deferred file: its strategy's rule, unless it was placed with `propsIn="file"`. */
export const propsInFile = (strategy: HydrateStrategy, propsIn?: string): boolean => propsIn === 'file' || !propsInPage(strategy);
