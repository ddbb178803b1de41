/**
 * A working copy of this project in a temporary folder (node_modules linked, generated src/content
 * left out), for the tests that build edited content and for the photo benchmark. Its content/ and
 * public/ are those of `site` (the project's own by default).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CODE = ['schemas', 'scripts', 'src', 'test', 'vite.config.ts', 'tsconfig.json', 'package.json'];

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
  return root;
}
