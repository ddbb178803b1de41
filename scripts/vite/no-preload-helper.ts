/**
 * Vite wraps every dynamic import of a client build in a helper that preloads the imported
 * chunk's dependencies and reports failures as `vite:preloadError`. With `modulePreload: false`
 * it has nothing to preload (no CSS files either: styles are inlined), yet its 0.7 kB (gzipped)
 * still ships in the first load. This plugin gives the helper its only remaining job: import.
 *
 * Vite has no public option for it (vitejs/vite#13952, "Omit `__vitePreload` if dependency array
 * is empty", is open), so the plugin replaces the helper's module by its id, which is Vite's own
 * and has changed before. Two guards: a build whose output still holds the helper fails here,
 * and no-preload-helper.test.ts pins what Vite does without the plugin — when that test fails,
 * Vite has dropped the helper itself and this file can go.
 */
import type { Plugin } from 'vite';

export const HELPER_ID = '\0vite/preload-helper.js';

/** What only the helper's code says: the event it dispatches when a preload fails. */
export const HELPER_MARK = 'vite:preloadError';

export function noPreloadHelper(): Plugin {
  return {
    name: 'portfolio:no-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (id === HELPER_ID) return 'export const __vitePreload = (load) => load();';
      return undefined;
    },
    generateBundle(_options, bundle) {
      const kept = Object.values(bundle).filter((file) => file.type === 'chunk' && file.code.includes(HELPER_MARK));
      if (kept.length)
        this.error(
          `Vite's preload helper is in ${kept.map((file) => file.fileName).join(', ')}: its module is no longer ${JSON.stringify(HELPER_ID)} — find its new id in Vite's source (preload-helper) and update scripts/vite/no-preload-helper.ts`,
        );
    },
  };
}
