/** The site's security policy (scripts/security-headers.ts): its own files, the boot script by its hash, and the email service. */
import { BOOT_SCRIPT_HASH } from '../pages/boot-script.ts';
import type { SecurityPolicy } from '../security-headers.ts';
import type { Site } from './site.ts';

export function sitePolicy(site: Pick<Site, 'emailOrigin'>): SecurityPolicy {
  return { emailOrigin: site.emailOrigin, scriptHashes: [BOOT_SCRIPT_HASH] };
}
