/**
 * A copy of this project in a temporary folder (node_modules linked), so tests can edit
 * content and run the real build or dev server without touching the working tree.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '../../scripts/project-copy.ts';
import { repoRoot } from './content-fixture.ts';

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
  const root = copyProject(repoRoot);
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
