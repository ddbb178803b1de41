/** `/vercel.json`: the same headers as `_headers`, for Vercel (deployed from dist/), the editor's and the search's folders under their own policies. */
import { vercelConfig } from '../security-headers.ts';
import { folderPolicies, sitePolicy } from '../site/site-policy.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'vercel.json',
  files: ({ site }) => [fileOf('/vercel.json', () => vercelConfig(sitePolicy(site), folderPolicies(site)))],
});
