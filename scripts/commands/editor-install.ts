/**
 * `npm run editor:install`: installs the editor's packages into editor/node_modules now, unless
 * they are installed already (scripts/admin/editor-packages.ts). A build that needs them, and
 * `npm run cms`, install them by themselves; this is for doing it ahead (the project's checks,
 * an offline afternoon).
 *
 * `--plan` installs nothing: it says whether the site uses the editor (content/site.yaml names
 * `cms`) and writes `needed=true|false` to $GITHUB_OUTPUT, for the workflow's install action.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EDITOR_PACKAGES_DIR, editorPackagesInstalled, ensureEditorPackages } from '../admin/editor-packages.ts';
import { siteYamlHasEditor } from '../cms/editor-included.ts';
import { contentPaths, repoRoot } from '../paths.ts';

const { values } = parseArgs({ options: { plan: { type: 'boolean', default: false } } });

if (values.plan) {
  const siteYaml = path.join(contentPaths(repoRoot).contentDir, 'site.yaml');
  const needed = siteYamlHasEditor(fs.existsSync(siteYaml) ? fs.readFileSync(siteYaml, 'utf8') : '');
  console.log(needed ? 'content/site.yaml names `cms`: the build makes the editor.' : 'content/site.yaml has no `cms`: the build makes no editor.');
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `needed=${needed}\n`);
  process.exit(0);
}

const where = `${path.relative(process.cwd(), EDITOR_PACKAGES_DIR) || '.'}/node_modules`;
let already = false;
// Inside: a missing editor/package.json is said in one line too, not as a stack.
try {
  already = editorPackagesInstalled();
  ensureEditorPackages();
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (already) console.log(`✔ The editor's packages are installed (${where}), as editor/package-lock.json locks them.`);
