/**
 * A copy of this project in a temporary folder (node_modules linked), so tests can edit
 * content and run the real build or dev server without touching the working tree.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './content-fixture.ts';

const copied = ['content', 'schemas', 'scripts', 'src', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json'];

export interface TempProject {
  root: string;
  /** Replaces part of a content file's text (throws when the text is not there). */
  edit: (file: string, from: string, to: string) => void;
  write: (file: string, text: string) => void;
  read: (file: string) => string;
  /** Runs `npm run build` and returns its exit code and output. */
  build: () => { status: number | null; stdout: string; stderr: string };
  remove: () => void;
}

export function tempProject(): TempProject {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-project-'));
  for (const entry of copied) {
    fs.cpSync(path.join(repoRoot, entry), path.join(root, entry), {
      recursive: true,
      filter: (src) => !src.startsWith(path.join(repoRoot, 'src', 'content')),
    });
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  const file = (name: string) => path.join(root, name);
  return {
    root,
    read: (name) => fs.readFileSync(file(name), 'utf8'),
    write: (name, text) => fs.writeFileSync(file(name), text),
    edit: (name, from, to) => {
      const text = fs.readFileSync(file(name), 'utf8');
      if (!text.includes(from)) throw new Error(`${name} does not contain ${JSON.stringify(from)}`);
      fs.writeFileSync(file(name), text.replace(from, to));
    },
    build: () => {
      const run = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build-site.ts'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
      return { status: run.status, stdout: run.stdout, stderr: run.stderr };
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
