/**
 * The editor's packages (Decap CMS and decap-server: 644 packages, about 40 s to install) are a
 * package of their own in editor/, installed into editor/node_modules the first time something
 * needs them: a build whose site.yaml has `cms`, `npm run cms`, the project's tests. `npm install`
 * at the top never installs them, so a site without the editor does not carry them.
 *
 * Installed means that editor/node_modules holds a stamp of the package.json and lock it was
 * installed from: a new release that changes them (`npm run upgrade`) installs them again. Two
 * processes that need them at once (a test's builds) install them once: the second waits.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../paths.ts';
import { holdingFolderLock } from './folder-lock.ts';

export const EDITOR_PACKAGES_DIR = path.join(repoRoot, 'editor');

/** How long a process waits for another's install before it says so and stops. */
const INSTALL_WAIT_MS = 10 * 60_000;
/** An install lock older than this was left by a process that is gone (an install takes about 40 s). */
const INSTALL_STALE_MS = 15 * 60_000;
const STAMP = '.installed-from';
/** Beside node_modules, not in it: `npm ci` empties that folder. */
const LOCK = '.install-lock';

export interface EditorPackagesOptions {
  /** The folder of the editor's package.json and package-lock.json. */
  dir?: string;
  /** Told when an install starts and ends (a build prints it). */
  log?: (line: string) => void;
}

const shown = (dir: string) => path.relative(process.cwd(), dir) || '.';

/** The stamp of what the folder's packages are installed from: its package.json and lock. */
function wantedStamp(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    hash.update(`${file}\0`).update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex');
}

const stampFile = (dir: string) => path.join(dir, 'node_modules', STAMP);
const installedStamp = (dir: string) => (fs.existsSync(stampFile(dir)) ? fs.readFileSync(stampFile(dir), 'utf8').trim() : undefined);

function declared(dir: string): void {
  for (const file of ['package.json', 'package-lock.json']) {
    if (!fs.existsSync(path.join(dir, file))) {
      throw new Error(
        `${shown(path.join(dir, file))} is missing: the editor's packages are declared there (\`git checkout -- ${shown(dir)}\` brings it back)`,
      );
    }
  }
}

/** Whether the folder's packages are installed from its package.json and lock as they are now. */
export function editorPackagesInstalled(dir = EDITOR_PACKAGES_DIR): boolean {
  declared(dir);
  return installedStamp(dir) === wantedStamp(dir);
}

/** npm itself: the one running this script when npm started it, otherwise the one on the PATH. */
function npmCommand(): { command: string; args: string[]; shell: boolean } {
  const npmCli = process.env.npm_execpath;
  if (npmCli && /\.c?js$/.test(npmCli)) return { command: process.execPath, args: [npmCli], shell: false };
  return { command: 'npm', args: [], shell: process.platform === 'win32' };
}

function install(dir: string, log: (line: string) => void): void {
  const modules = path.join(dir, 'node_modules');
  const where = shown(modules);
  log(`Installing the editor's packages (Decap CMS) into ${where}, once …`);
  const started = performance.now();
  fs.rmSync(stampFile(dir), { force: true });
  // A linked node_modules (a copy of the project sharing another's) is unlinked, not installed into: npm would empty its target.
  if (fs.lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) fs.unlinkSync(modules);
  const npm = npmCommand();
  const result = spawnSync(npm.command, [...npm.args, 'ci', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8', shell: npm.shell });
  if (result.status !== 0) {
    // npm says what went wrong first and where its log is last; its usage text between is left out.
    const lines = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().split('\n');
    const said = (lines.length > 12 ? [...lines.slice(0, 10), '…', ...lines.slice(-1)] : lines).join('\n');
    const how = result.error ? result.error.message : `npm ci ${result.signal ? `was stopped by ${result.signal}` : `exited with ${result.status}`}`;
    throw new Error(
      `the editor's packages could not be installed into ${where} (${how}); npm's words are below. Once it can reach the npm registry, \`npm run editor:install\` tries again. A site whose content/site.yaml has no \`cms\` builds without them.${said ? `\n${said}` : ''}`,
    );
  }
  fs.writeFileSync(stampFile(dir), `${wantedStamp(dir)}\n`);
  log(`Installed the editor's packages in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

/** Installs the editor's packages unless they are installed already; then they can be required. */
export function ensureEditorPackages({ dir = EDITOR_PACKAGES_DIR, log = (line) => console.log(line) }: EditorPackagesOptions = {}): void {
  if (editorPackagesInstalled(dir)) return;
  // Checked again once the lock is ours: the process it waited for may have installed them.
  holdingFolderLock(path.join(dir, LOCK), () => (editorPackagesInstalled(dir) ? undefined : install(dir, log)), {
    waitMs: INSTALL_WAIT_MS,
    staleMs: INSTALL_STALE_MS,
    onWait: () => log(`Waiting for another process to install the editor's packages in ${shown(dir)}/ …`),
  });
}

/** Resolves a module of the editor's packages (installing them first when they are not). */
export function resolveEditorModule(specifier: string, options: EditorPackagesOptions = {}): string {
  ensureEditorPackages(options);
  return createRequire(path.join(options.dir ?? EDITOR_PACKAGES_DIR, 'package.json')).resolve(specifier);
}
