/**
 * The upgrade happens in a copy of the owner's HEAD inside .git/ (never in their working tree):
 * the release's files are written there, installed, migrated, checked and tested, and committed
 * from there. Until the last step the owner's files are untouched, so an upgrade stopped at any
 * point (Ctrl-C, a kill, a failed install or migration) leaves the repository as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { editorPackagesInstalled } from '../admin/editor-packages.ts';
import type { EngineChange } from './engine-files.ts';
import { gitIn, type Git } from './git.ts';

export interface WorkCopy {
  dir: string;
  /** The folder of the upgrade's own files, inside .git/. */
  home: string;
}

export function workHome(git: Git): string {
  return path.join(git(['rev-parse', '--absolute-git-dir']), 'portfolio-upgrade');
}

/** A fresh copy of HEAD's files; what a stopped upgrade left is removed first. */
export function makeWorkCopy(git: Git): WorkCopy {
  const home = workHome(git);
  fs.rmSync(home, { recursive: true, force: true });
  const dir = path.join(home, 'work');
  fs.mkdirSync(dir, { recursive: true });
  const env = { GIT_INDEX_FILE: path.join(home, 'index') };
  git(['read-tree', 'HEAD'], { env });
  git(['checkout-index', '--all', '--force', `--prefix=${dir}${path.sep}`], { env });
  return { dir, home };
}

/** Writes the release's files into the copy, and removes those it deletes. */
export function writeChanges(git: Git, work: WorkCopy, changes: readonly EngineChange[]): void {
  for (const change of changes) {
    const target = path.join(work.dir, change.path);
    fs.rmSync(target, { force: true });
    if (!change.to) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const bytes = git.bytes(['cat-file', 'blob', change.to.blob]);
    if (change.to.mode === '120000') fs.symlinkSync(bytes.toString(), target);
    else fs.writeFileSync(target, bytes, { mode: change.to.mode === '100755' ? 0o755 : 0o644 });
  }
}

/** Saves a file's bytes from HEAD into the copy (under `.upgrade/`), where the commit keeps them. */
export function saveInCopy(git: Git, work: WorkCopy, blob: string, saveAs: string): void {
  const target = path.join(work.dir, saveAs);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, git.bytes(['cat-file', 'blob', blob]));
}

/**
 * Commits HEAD with exactly what the upgrade changed: the release's files as the plan names them
 * (by their blobs, so no ignore rule of the owner's can leave one out), the files it saved for the
 * owner, and the content the migrations rewrote. Nothing else of the copy (its linked
 * node_modules, its build) can reach the commit. Returns the commit.
 */
export function commitWorkCopy(git: Git, work: WorkCopy, changes: readonly EngineChange[], saved: readonly string[], message: string): string {
  const env = { GIT_INDEX_FILE: path.join(work.home, 'commit-index') };
  git(['read-tree', 'HEAD'], { env });
  const entries = changes.map((change) =>
    change.to ? `${change.to.mode} ${change.to.blob}\t${change.path}` : `0 ${'0'.repeat(40)}\t${change.path}`,
  );
  for (const file of saved) entries.push(`100644 ${git(['hash-object', '-w', path.join(work.dir, file)])}\t${file}`);
  if (entries.length) git(['update-index', '--index-info'], { env, input: `${entries.join('\n')}\n` });
  // The owner's content, as the migrations left it in the copy.
  const inCopy = gitIn(work.dir);
  const copyEnv = { ...env, GIT_DIR: path.dirname(work.home), GIT_WORK_TREE: work.dir };
  inCopy(['add', '--all', '--', 'content'], { env: copyEnv });
  const tree = git(['write-tree'], { env });
  return git(['commit-tree', tree, '-p', 'HEAD', '-F', '-'], { input: message });
}

/**
 * The copy's build and, when it installed them, its node_modules and the editor's packages (a build
 * installs them) take the place of the owner's; returns the one that could not.
 */
export function moveBuilt(work: WorkCopy, root: string, installed: boolean): string | undefined {
  for (const name of [...(installed ? ['dist', 'node_modules'] : ['dist']), path.join('editor', 'node_modules')]) {
    const built = path.join(work.dir, name);
    if (!fs.existsSync(built) || fs.lstatSync(built).isSymbolicLink()) continue;
    const own = path.join(root, name);
    const old = path.join(work.home, `previous-${name.replaceAll(path.sep, '-')}`);
    const had = fs.existsSync(own);
    try {
      if (had) fs.renameSync(own, old);
      fs.renameSync(built, own);
    } catch {
      // Put theirs back: the cleanup removes what is left in .git/.
      if (had && !fs.existsSync(own)) fs.renameSync(old, own);
      return name;
    }
  }
  return undefined;
}

/**
 * The owner's editor packages serve the copy when they are installed from the release's
 * editor/package.json and lock. Otherwise a build of the copy that needs them (a site with `cms`)
 * installs the release's in the copy, which then take the owner's place (moveBuilt).
 */
export function linkEditorPackages(work: WorkCopy, root: string): void {
  const own = path.join(root, 'editor', 'node_modules');
  const editor = path.join(work.dir, 'editor');
  if (!fs.existsSync(own) || !['package.json', 'package-lock.json'].every((file) => fs.existsSync(path.join(editor, file)))) return;
  const linked = path.join(editor, 'node_modules');
  // A junction on Windows, which needs no administrator.
  fs.symlinkSync(own, linked, 'junction');
  if (!editorPackagesInstalled(editor)) fs.unlinkSync(linked);
}
