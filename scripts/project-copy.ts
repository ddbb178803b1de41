/**
 * A working copy of this project in a temporary folder (node_modules linked, generated src/content
 * left out), for the tests that build edited content and for the photo benchmark. Its content/ and
 * public/ are those of `site` (the project's own by default). The editor's packages
 * (editor/node_modules) are linked too when they are installed; otherwise a build of the copy that
 * needs them installs its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editorPackagesInstalled } from './admin/editor-packages.ts';

const CODE = [
  'schemas',
  'scripts',
  'src',
  'test',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'editor/package.json',
  'editor/package-lock.json',
];

export function copyProject(repoRoot: string, { prefix = 'portfolio-project-', site = repoRoot }: { prefix?: string; site?: string } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const skipped = [
    path.join(repoRoot, 'src', 'content'),
    path.join(repoRoot, 'test', 'browser', 'visual-baselines'),
    path.join(repoRoot, 'test', 'browser', 'screenshots'),
  ];
  for (const entry of CODE) {
    fs.cpSync(path.join(repoRoot, entry), path.join(root, entry), { recursive: true, filter: (src) => !skipped.some((dir) => src.startsWith(dir)) });
  }
  for (const entry of ['content', 'public']) fs.cpSync(path.join(site, entry), path.join(root, entry), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  // Only as installed: an install in the copy would otherwise replace the project's own through the link.
  const editor = path.join(repoRoot, 'editor');
  if (editorPackagesInstalled(editor)) fs.symlinkSync(path.join(editor, 'node_modules'), path.join(root, 'editor', 'node_modules'), 'junction');
  return root;
}
