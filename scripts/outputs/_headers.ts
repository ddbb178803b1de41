/** `/_headers`: the security headers and cache lifetimes, for Netlify and Cloudflare Pages. */
import { headersFile } from '../security-headers.ts';
import { sitePolicy } from '../site/site-policy.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: '_headers',
  files: ({ site }) => [fileOf('/_headers', () => headersFile(sitePolicy(site)))],
});
