/**
 * The editor's code, kept in the cache folder between builds: bundling it is about 3 s of CPU and
 * 2 s of a build, and it is the same bytes until what it is made from changes. That is the locked
 * packages (package-lock.json and the editor's own, editor/package-lock.json), esbuild, the code that bundles it (admin-bundle.ts) and every file
 * of ours the last bundle read (its own list, beside it): one of them edited, or gone, bundles it
 * again. A file of ours newly imported is imported by one that was edited.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { version as esbuildVersion } from 'esbuild';
import { markUsed, writeAtomically } from '../cache/cached-file.ts';
import { cacheDir, repoRoot } from '../paths.ts';
import { bundleAdminCode, type AdminBundle } from './admin-bundle.ts';

/** Files changed this shortly before a bundle started count as changed while it ran. */
const TIMESTAMP_SLACK_MS = 2000;
const BUNDLER = fileURLToPath(new URL('./admin-bundle.ts', import.meta.url));

export interface AdminBundleCache {
  /** The cache's folder (`<cache>/editor`). */
  dir?: string;
  /** The repository the inputs are read in. */
  root?: string;
  bundle?: () => Promise<AdminBundle>;
}

/** The key of a bundle of `inputs` (repository paths), or none when one of them is gone. */
function bundleKey(root: string, inputs: readonly string[]): string | undefined {
  const hash = crypto.createHash('sha256').update(`esbuild ${esbuildVersion}\0`);
  const locks = ['package-lock.json', path.join('editor', 'package-lock.json')].map((lock) => path.join(root, lock));
  for (const file of [...locks, BUNDLER, ...inputs.map((input) => path.join(root, input))]) {
    if (!fs.existsSync(file)) {
      if (locks.includes(file)) continue;
      return undefined;
    }
    hash.update(`\0${path.relative(root, file)}\0`).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function lastInputs(file: string): string[] | undefined {
  try {
    const inputs: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(inputs) && inputs.every((input) => typeof input === 'string') ? inputs : undefined;
  } catch {
    return undefined;
  }
}

/** The editor's code: from the cache when its inputs are unchanged, bundled (and kept) otherwise. */
export async function cachedAdminBundle({
  dir = path.join(cacheDir, 'editor'),
  root = repoRoot,
  bundle = bundleAdminCode,
}: AdminBundleCache = {}): Promise<Uint8Array> {
  const inputsFile = path.join(dir, 'inputs.json');
  const inputs = lastInputs(inputsFile);
  const key = inputs && bundleKey(root, inputs);
  const kept = key && path.join(dir, `cms-${key}.js`);
  if (kept && fs.existsSync(kept)) {
    markUsed(kept);
    markUsed(inputsFile);
    return fs.readFileSync(kept);
  }
  // A file's time comes from a coarser clock than Date.now(), and some file systems keep whole seconds.
  const started = Date.now() - TIMESTAMP_SLACK_MS;
  const made = await bundle();
  const madeKey = bundleKey(root, made.ownInputs);
  // A file edited while it was bundled: this bundle may have read it before or after, so it is not kept.
  const editedMeanwhile = made.ownInputs.some(
    (input) => (fs.statSync(path.join(root, input), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) >= started,
  );
  if (madeKey && !editedMeanwhile) {
    writeAtomically(path.join(dir, `cms-${madeKey}.js`), Buffer.from(made.code));
    writeAtomically(inputsFile, `${JSON.stringify(made.ownInputs, null, 2)}\n`);
  }
  return made.code;
}

let made: Promise<Uint8Array> | undefined;

/** The editor's code, once per process (a build's outputs and the dev server ask for it). */
export function adminBundle(): Promise<Uint8Array> {
  made ??= cachedAdminBundle().catch((error: unknown) => {
    made = undefined;
    throw error;
  });
  return made;
}
