/**
 * The site's security policy (scripts/security-headers.ts): its own files, its inline scripts by
 * their hashes, the email service, and the analytics provider's script and endpoint when it has
 * one. The hosts' headers allow every inline script a page of the site may carry; each page's
 * <meta> only its own (scripts/pages/page-document.ts). The folders with a policy of their own:
 * the editor's, and the search's, whose worker compiles WebAssembly (scripts/search/search-policy.ts).
 */
import { BOOT_SCRIPT, NEAREST_NOT_FOUND_SCRIPT } from '../pages/inline-scripts.ts';
import { ADMIN_FOLDER_POLICY } from '../admin/admin-policy.ts';
import { editorIncluded } from '../cms/editor-included.ts';
import { searchFolderPolicy } from '../search/search-policy.ts';
import type { FolderPolicy, SecurityPolicy } from '../security-headers.ts';
import { siteHasSearch, type Site } from './site.ts';

export function sitePolicy(site: Pick<Site, 'emailOrigin' | 'languages' | 'analytics'>): SecurityPolicy {
  const scripts = site.languages.length > 1 ? [BOOT_SCRIPT, NEAREST_NOT_FOUND_SCRIPT] : [BOOT_SCRIPT];
  return { emailOrigin: site.emailOrigin, scriptHashes: scripts.map((script) => script.hash), analytics: site.analytics?.sources };
}

/** The site's folders with a policy of their own, in `_headers` and `vercel.json`. */
export function folderPolicies(site: Site): FolderPolicy[] {
  return [...(editorIncluded(site) ? [ADMIN_FOLDER_POLICY] : []), ...(siteHasSearch(site) ? [searchFolderPolicy(sitePolicy(site))] : [])];
}
