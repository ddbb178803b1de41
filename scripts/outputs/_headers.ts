/**
 * `/_headers`: the security headers and cache lifetimes, for Netlify and Cloudflare Pages, the
 * editor's and the search's own policies for their folders, and the Link preload of each page whose first screen's image
 * is one file (Cloudflare Pages sends it as a 103 Early Hint; see site/early-hints.ts for why a
 * responsive image gets none).
 */
import { headersFile, SITE_WIDE_RULES } from '../security-headers.ts';
import { earlyHintRules, HEADERS_FILE_LIMITS, pagePreloads } from '../site/early-hints.ts';
import { folderPolicies, sitePolicy } from '../site/site-policy.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: '_headers',
  files: ({ site }) => [
    fileOf('/_headers', () => {
      // The folders with a policy of their own: each is one more rule.
      const folders = folderPolicies(site);
      const { rules, left } = earlyHintRules(pagePreloads(site), HEADERS_FILE_LIMITS.rules - SITE_WIDE_RULES - folders.length);
      const note = left
        ? `# ${left} more page(s) get no early hint: past what Cloudflare Pages reads of this file (100 rules, lines of 2,000 characters).\n`
        : '';
      return headersFile(sitePolicy(site), rules, folders) + note;
    }),
  ],
});
