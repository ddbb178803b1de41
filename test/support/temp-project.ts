/**
 * A copy of this project in a temporary folder (node_modules linked) whose content/ and public/
 * are the sample site's, so tests can edit content and run the real build or dev server without
 * touching the working tree or depending on the owner's content.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '../../scripts/project-copy.ts';
import { repoRoot } from '../../scripts/paths.ts';
import { sampleSiteRoot } from './sample-site.ts';

export interface TempProject {
  root: string;
  /** Replaces part of a content file's text (throws when the text is not there). */
  edit: (file: string, from: string, to: string) => void;
  write: (file: string, text: string) => void;
  read: (file: string) => string;
  /** Runs an npm script's command of the copy (`scripts/commands/<command>.ts`) and returns its exit code and output. */
  run: (command: string, args?: readonly string[], env?: NodeJS.ProcessEnv) => { status: number | null; stdout: string; stderr: string };
  /** Runs `npm run build` in the copy. */
  build: () => { status: number | null; stdout: string; stderr: string };
  remove: () => void;
}

export const TSX = path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

type Run = TempProject['run'];

/** Runs an npm script's command (`scripts/commands/<command>.ts`) in a project folder. */
function runIn(root: string): Run {
  return (command, args = [], env = {}) => {
    const result = spawnSync(process.execPath, [TSX, `scripts/commands/${command}.ts`, ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', ...env },
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
}

/** Runs a command of this working tree itself. */
export const runCommand: Run = runIn(repoRoot);

/** The same, without waiting: commands that may run side by side (the browser tests' builds). */
export function runCommandAsync(command: string, args: readonly string[] = []): Promise<ReturnType<Run>> {
  return runScriptAsync(`scripts/commands/${command}.ts`, args);
}

/** Runs a TypeScript file of this project (its path from the project's folder, or absolute) in a process of its own. */
export function runScriptAsync(file: string, args: readonly string[] = []): Promise<ReturnType<Run>> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSX, file, ...args], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Replaces the first `from` in a file's text with `to` (throws when the text is not there). */
export function replaceInFile(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${path.basename(file)} does not contain ${JSON.stringify(from)}`);
  fs.writeFileSync(file, text.replace(from, to));
}

export function tempProject({ site = sampleSiteRoot }: { site?: string } = {}): TempProject {
  const root = copyProject(repoRoot, { site });
  const file = (name: string) => path.join(root, name);
  const run = runIn(root);
  return {
    root,
    read: (name) => fs.readFileSync(file(name), 'utf8'),
    write: (name, text) => fs.writeFileSync(file(name), text),
    edit: (name, from, to) => replaceInFile(file(name), from, to),
    run,
    build: () => run('build'),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
