/**
 * The site's security policy (scripts/security-headers.ts): its own files, its inline scripts by
 * their hashes, the email service, and the analytics provider's script and endpoint when it has
 * one. The hosts' headers allow every inline script a page of the site may carry; each page's
 * <meta> only its own (scripts/pages/page-document.ts).
 */
import { BOOT_SCRIPT, NEAREST_NOT_FOUND_SCRIPT } from '../pages/inline-scripts.ts';
import type { SecurityPolicy } from '../security-headers.ts';
import type { Site } from './site.ts';

export function sitePolicy(site: Pick<Site, 'emailOrigin' | 'languages' | 'analytics'>): SecurityPolicy {
  const scripts = site.languages.length > 1 ? [BOOT_SCRIPT, NEAREST_NOT_FOUND_SCRIPT] : [BOOT_SCRIPT];
  return { emailOrigin: site.emailOrigin, scriptHashes: scripts.map((script) => script.hash), analytics: site.analytics?.sources };
}
