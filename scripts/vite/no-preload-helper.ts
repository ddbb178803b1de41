/**
 * Vite wraps every dynamic import of a client build in a helper that preloads the imported
 * chunk's dependencies and reports failures as `vite:preloadError`. With `modulePreload: false`
 * it has nothing to preload (no CSS files either: styles are inlined), yet its 1.3 kB still
 * ships in the first load. This plugin gives the helper its only remaining job: import.
 */
import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

export function noPreloadHelper(): Plugin {
  return {
    name: 'portfolio:no-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (id === HELPER) return 'export const __vitePreload = (load) => load();';
      return undefined;
    },
  };
}
