/**
 * A working copy of this project in a temporary folder (node_modules linked, generated src/content
 * left out), for the browser tests that build edited content and for the photo benchmark.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const COPIED = ['content', 'schemas', 'scripts', 'src', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json'];

export function copyProject(repoRoot: string, prefix = 'portfolio-project-'): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of COPIED) {
    fs.cpSync(path.join(repoRoot, entry), path.join(root, entry), {
      recursive: true,
      filter: (src) => !src.startsWith(path.join(repoRoot, 'src', 'content')),
    });
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}
