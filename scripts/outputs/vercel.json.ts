/** `/vercel.json`: the same headers as `_headers`, for Vercel (deployed from dist/), the editor's folder under its own policy. */
import { ADMIN_FOLDER_POLICY } from '../admin/admin-policy.ts';
import { vercelConfig } from '../security-headers.ts';
import { sitePolicy } from '../site/site-policy.ts';
import { editorIncluded } from '../cms/editor-included.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'vercel.json',
  files: ({ site }) => [fileOf('/vercel.json', () => vercelConfig(sitePolicy(site), editorIncluded(site) ? [ADMIN_FOLDER_POLICY] : []))],
});
