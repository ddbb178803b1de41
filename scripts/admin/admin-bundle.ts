/**
 * The editor's code (/admin/cms.js): src/admin/admin-entry.ts with Decap CMS and our React,
 * bundled by esbuild into one minified ES module, and the WebAssembly files it fetches beside
 * itself. It does not depend on the content (cached-admin-bundle.ts keeps it between builds).
 *
 * Decap's own bundle (decap-cms-app's `main`, a webpack UMD with lazy chunks) cannot be used: it
 * carries react-dom's client at 19.2.0, which refuses our React ("Minified React error #527").
 * Its ES modules (the package's `module`, which esbuild picks) share our react and react-dom. One
 * module, not chunks: chunks would be named by their hashes, which the outputs must know before
 * anything is bundled; and an ES module, not an IIFE, so that the WebP encoder's
 * `new URL('webp_enc.wasm', import.meta.url)` finds its file under /admin/.
 *
 * Decap's packages are found in editor/node_modules (editor-packages.ts installs them there), after
 * ours: our code's own imports (yaml 2) never meet the versions Decap brings (yaml 1).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../paths.ts';
import { EDITOR_PACKAGES_DIR, ensureEditorPackages, resolveEditorModule } from './editor-packages.ts';

const ENTRY = path.join(repoRoot, 'src', 'admin', 'admin-entry.ts');

/** Where a package is, found as its dependent finds it (as esbuild does): `from` is the dependent's package.json. */
const packageFile = (from: string, name: string) => createRequire(from).resolve(`${name}/package.json`);

/** The folders of the WebP codec Decap encodes uploads with (a config's media_processing), whose .wasm files its code loads by name. */
const codecFolders = () => {
  const core = packageFile(resolveEditorModule('decap-cms-app/package.json'), 'decap-cms-core');
  const codec = path.join(path.dirname(packageFile(core, '@jsquash/webp')), 'codec');
  return ['enc', 'dec'].map((folder) => path.join(codec, folder));
};

/** The WebAssembly files the bundle loads from its own folder, by name: `webp_enc.wasm` → its file. */
export function wasmFiles(): Map<string, string> {
  return new Map(
    codecFolders()
      .flatMap((folder) => fs.readdirSync(folder).map((name) => path.join(folder, name)))
      .filter((file) => file.endsWith('.wasm'))
      .sort()
      .map((file) => [path.basename(file), file]),
  );
}

export interface AdminBundle {
  code: Uint8Array;
  /** The files of ours it was made from (not packages), relative to the repository. */
  ownInputs: string[];
}

/** Bundles the editor's code afresh (cached-admin-bundle.ts keeps it). */
export async function bundleAdminCode(): Promise<AdminBundle> {
  ensureEditorPackages();
  const result = await build({
    entryPoints: [ENTRY],
    absWorkingDir: repoRoot,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    charset: 'utf8',
    write: false,
    outdir: 'admin',
    logLevel: 'silent',
    metafile: true,
    nodePaths: [path.join(EDITOR_PACKAGES_DIR, 'node_modules')],
    // React's production build; zustand and jotai ask Vite's import.meta.env, which an ES module in the browser has not.
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{"MODE":"production"}' },
  });
  const [file] = result.outputFiles;
  if (!file || result.outputFiles.length !== 1) throw new Error(`the editor's bundle is ${result.outputFiles.length} files, not one`);
  // Inputs also name what esbuild made up (`<define:…>`, a disabled `fs`): only files count.
  const ownInputs = Object.keys(result.metafile.inputs).filter(
    (input) => !input.split(/[\\/]/).includes('node_modules') && fs.existsSync(path.join(repoRoot, input)),
  );
  return { code: file.contents, ownInputs: ownInputs.sort() };
}
