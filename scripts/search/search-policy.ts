/**
 * The search's folder (`/pagefind/`) under a policy of its own in the hosts' headers: the site's,
 * and `'wasm-unsafe-eval'`. Pagefind's engine is WebAssembly, compiled in its web worker
 * (`pagefind-worker.js`, a same-origin script, so allowed by the pages' `script-src 'self'`), and a
 * worker obeys the policy its own script's response carries, not its page's: the pages' policy
 * stays as it was, and no page may compile WebAssembly. A host without headers (GitHub Pages)
 * gives the worker no policy at all, and the pages' `<meta>` theirs.
 */
import { SEARCH_FOLDER } from '../../src/lib/site-search.ts';
import { contentSecurityPolicy, type FolderPolicy, type SecurityPolicy } from '../security-headers.ts';

export function searchFolderPolicy(policy: SecurityPolicy): FolderPolicy {
  return { folder: `/${SEARCH_FOLDER}`, contentSecurityPolicy: contentSecurityPolicy({ ...policy, search: true }), headers: {} };
}
