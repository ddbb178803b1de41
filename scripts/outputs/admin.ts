/**
 * `/admin/`: the editor, Decap CMS, for the owner to change content/ and the posts in a browser
 * (`npm run cms` starts it on the working tree; a build makes it once site.yaml names the
 * repository, see cms/editor-included.ts): its page, its config (made from the content by
 * scripts/cms/), its code and the WebAssembly its code loads. Nothing else on the site links it,
 * and the hosts serve it under a policy of its own (scripts/admin/admin-policy.ts).
 */
import fs from 'node:fs';
import { ADMIN_PATH } from '../../src/lib/site-paths.ts';
import { wasmFiles } from '../admin/admin-bundle.ts';
import { adminBundle } from '../admin/cached-admin-bundle.ts';
import { ADMIN_SCRIPT, adminPage } from '../admin/admin-page.ts';
import { cmsConfigYaml } from '../cms/cms-config.ts';
import { editorIncluded } from '../cms/editor-included.ts';
import { defineOutput, fileOf } from './output.ts';

export default defineOutput({
  name: 'editor',
  files: ({ site }) => {
    if (!editorIncluded(site)) return [];
    // Made once, for the page (its language) and config.yml.
    let config: string | undefined;
    const configYaml = () => (config ??= cmsConfigYaml(site));
    return [
      fileOf(`${ADMIN_PATH}index.html`, () => adminPage({ owner: site.content.profile.name, configYaml: configYaml() })),
      fileOf(`${ADMIN_PATH}config.yml`, configYaml),
      fileOf(ADMIN_SCRIPT, adminBundle),
      ...[...wasmFiles()].map(([name, file]) => fileOf(`${ADMIN_PATH}${name}`, () => fs.readFileSync(file))),
    ];
  },
});
