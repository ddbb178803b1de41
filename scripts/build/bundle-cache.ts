/**
 * The browser's code and the server renderer, kept in the cache folder under the key of the code
 * they are made from: a build whose code has not changed since an earlier one (an owner's content
 * edit, their CI on a restored cache, the tests' many builds of one tree) takes them as they are
 * and bundles nothing (stages 3 and 4, a fifth of a warm build). The content is not part of the
 * key: the bundles do not depend on it (the browser tests' setup checks that, site by site).
 *
 * A kept bundle is a folder written whole under a temporary name and then renamed, with a list of
 * its files: one that lost a file (pruned) is made again. The most recent few are kept, and none
 * is removed while a build may still be loading it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../starter/files-under.ts';
import { cacheDir, repoRoot } from '../paths.ts';

/**
 * What the bundles are made from: the code, the schemas (the content's types), the packages as
 * installed (npm's record of node_modules, which a copy of the project linking them shares) and the
 * config, with Vite's environment files.
 */
const CODE = [
  'src',
  'scripts',
  'schemas',
  'node_modules/.package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
const NOT_CODE = /(\.test\.tsx?$|^src\/content\/)/;
/** How many kept bundles of each kind outlive a newer one, and how long an older one is left for a build that may be loading it. */
const KEEP = 4;
const IN_USE_MS = 60 * 60 * 1000;
/** The list of a kept bundle's files, which says it is whole. */
export const KEPT_LIST = '.files.json';

let key: string | undefined;

/** The key of the code the bundles are made from, worked out once per process. */
export function bundlesKey(): string {
  if (key) return key;
  const hash = crypto.createHash('sha256').update(process.version);
  const files = CODE.flatMap((entry) => {
    const full = path.join(repoRoot, entry);
    if (!fs.existsSync(full)) return [];
    return fs.statSync(full).isFile() ? [full] : filesUnder(full);
  });
  for (const file of files) {
    const name = path.relative(repoRoot, file).split(path.sep).join('/');
    if (!NOT_CODE.test(name)) hash.update(`\0${name}\0`).update(fs.readFileSync(file));
  }
  // Vite puts the VITE_ variables of the environment into the browser's code.
  for (const [name, value] of Object.entries(process.env).sort()) if (name.startsWith('VITE_')) hash.update(`\0${name}=${value ?? ''}`);
  key = hash.digest('hex').slice(0, 16);
  return key;
}

/** Where the bundle of `kind` made from this code is kept. */
export const keptBundle = (kind: 'client' | 'server') => path.join(cacheDir, 'bundles', kind, bundlesKey());

/** The kept bundle's folder when it is whole, marked used; undefined when it must be made. */
export function takeKept(dir: string): string | undefined {
  const list = path.join(dir, KEPT_LIST);
  if (!fs.existsSync(list)) return undefined;
  const files = JSON.parse(fs.readFileSync(list, 'utf8')) as string[];
  if (!files.every((file) => fs.existsSync(path.join(dir, file)))) return undefined;
  const now = new Date();
  for (const file of [...files, KEPT_LIST]) fs.utimesSync(path.join(dir, file), now, now);
  return dir;
}

/** Keeps what `make` writes into a folder as the bundle at `dir` (another build may have kept it first), then forgets old ones. */
export async function keep(dir: string, make: (into: string) => Promise<void>): Promise<string> {
  const temp = `${dir}.${process.pid}.tmp`;
  fs.rmSync(temp, { recursive: true, force: true });
  await make(temp);
  const files = filesUnder(temp).map((file) => path.relative(temp, file));
  fs.writeFileSync(path.join(temp, KEPT_LIST), JSON.stringify(files));
  // Another build may have kept the same bundle meanwhile: the same code, the same bytes.
  if (!takeKept(dir)) {
    fs.rmSync(dir, { recursive: true, force: true });
    try {
      fs.renameSync(temp, dir);
    } catch (error) {
      if (!takeKept(dir)) throw error;
    }
  }
  fs.rmSync(temp, { recursive: true, force: true });
  forgetOld(path.dirname(dir));
  return dir;
}

function forgetOld(kindDir: string): void {
  const used = (dir: string) =>
    (fs.statSync(path.join(kindDir, dir, KEPT_LIST), { throwIfNoEntry: false }) ?? fs.statSync(path.join(kindDir, dir), { throwIfNoEntry: false }))
      ?.mtimeMs ?? 0;
  const dirs = fs.readdirSync(kindDir).sort((a, b) => used(b) - used(a));
  // A stopped build's half-made folder is old as soon as no build could still be writing it.
  const old = [...dirs.filter((dir) => !dir.endsWith('.tmp')).slice(KEEP), ...dirs.filter((dir) => dir.endsWith('.tmp'))];
  for (const dir of old) if (Date.now() - used(dir) > IN_USE_MS) fs.rmSync(path.join(kindDir, dir), { recursive: true, force: true });
}
