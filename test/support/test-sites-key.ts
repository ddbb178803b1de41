/**
 * The sites the tests build (the sample, its looks, the sites made from it) are built once and kept
 * in the build's cache folder until something they are made from changes: the engine's code, the
 * schemas, the packages, the fixtures and the test code that makes the sites. A run whose key
 * matches the stamp its last build left uses those sites as they are; the stamp is removed before
 * a build starts and written once every site has built, so a build that fails or is stopped halfway
 * is never taken for a whole one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, repoRoot } from '../../scripts/paths.ts';

/** The modules of test/support/ that the builds of test/browser/support/ import. */
export const SUPPORT_MODULES_BUILDS_IMPORT = [
  'test/support/content-fixture.ts',
  'test/support/github-stand-in.ts',
  'test/support/sample-site.ts',
  'test/support/shaped-site.ts',
  'test/support/temp-project.ts',
];

/** What the sites are made from, from the project's root: folders whole (but their tests), and files. */
const MADE_FROM = [
  'src',
  'scripts',
  'schemas',
  'test/fixtures',
  'test/browser/support',
  // What the setup's builds import from test/support/ (test-sites-key.test.ts keeps the list whole).
  ...SUPPORT_MODULES_BUILDS_IMPORT,
  'package-lock.json',
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
  'editor/package-lock.json',
];
/** Inside those: tests, and the types generated from the schemas (which the key already reads). */
const NOT_READ = /(\.test\.tsx?$|^src\/content\/)/;

function filesUnder(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => `${entry}/${file.split(path.sep).join('/')}`)
    .filter((file) => !NOT_READ.test(file) && fs.statSync(path.join(repoRoot, file)).isFile());
}

/** The key of everything the test sites are made from (and the Node version that builds them). */
export function testSitesKey(): string {
  const hash = crypto.createHash('sha256').update(process.version);
  for (const file of MADE_FROM.flatMap(filesUnder).sort()) hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(repoRoot, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The sites the browser tests, and the performance project after them, run on (test/browser/support/global-setup.ts). */
export const BROWSER_SITES = 'browser-sites';

const stampFile = (name: string) => path.join(cacheDir, 'test-sites', `${name}.key`);

/** Whether the sites named were built, whole, from what `key` was made of. */
export function builtFrom(name: string, key: string): boolean {
  return fs.existsSync(stampFile(name)) && fs.readFileSync(stampFile(name), 'utf8') === key;
}

/** Builds the sites named unless they were built from the same key; says which it did. */
export async function buildOnce(name: string, key: string, build: () => Promise<void>): Promise<'built' | 'kept'> {
  if (builtFrom(name, key)) return 'kept';
  fs.rmSync(stampFile(name), { force: true });
  await build();
  fs.mkdirSync(path.dirname(stampFile(name)), { recursive: true });
  fs.writeFileSync(stampFile(name), key);
  return 'built';
}
