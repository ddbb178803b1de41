import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TSX } from '../../test/support/temp-project.ts';
import { repoRoot } from '../paths.ts';
import { EDITOR_PACKAGES_DIR, editorPackagesInstalled, ensureEditorPackages } from './editor-packages.ts';

// A package folder like editor/, whose one dependency is a folder beside it: npm installs it without the network.
let template: string;
const folders: string[] = [];

function packageFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-packages-'));
  folders.push(dir);
  fs.cpSync(template, dir, { recursive: true, filter: (src) => !src.includes('node_modules') });
  return dir;
}

const installs = (lines: string[]) => lines.filter((line) => line.startsWith('Installing')).length;

beforeAll(() => {
  template = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-packages-template-'));
  fs.mkdirSync(path.join(template, 'dep'));
  fs.writeFileSync(path.join(template, 'dep', 'package.json'), JSON.stringify({ name: 'dep', version: '1.0.0' }));
  fs.writeFileSync(path.join(template, 'dep', 'index.js'), 'module.exports = 1;\n');
  fs.writeFileSync(path.join(template, 'package.json'), JSON.stringify({ name: 'editor', private: true, dependencies: { dep: 'file:./dep' } }));
  const made = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--package-lock-only'], { cwd: template, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(made.stderr);
}, 60_000);

afterAll(() => {
  for (const dir of [template, ...folders]) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the editor’s packages', () => {
  it('are installed from their lock the first time they are needed, and not again while it is unchanged', () => {
    const dir = packageFolder();
    const said: string[] = [];
    expect(editorPackagesInstalled(dir)).toBe(false);
    ensureEditorPackages({ dir, log: (line) => said.push(line) });
    expect(fs.existsSync(path.join(dir, 'node_modules', 'dep', 'index.js'))).toBe(true);
    expect(editorPackagesInstalled(dir)).toBe(true);
    expect(installs(said)).toBe(1);
    ensureEditorPackages({ dir, log: (line) => said.push(line) });
    expect(installs(said)).toBe(1);
  });

  it('are installed again when a release changes their package.json or lock', () => {
    const dir = packageFolder();
    const said: string[] = [];
    ensureEditorPackages({ dir, log: (line) => said.push(line) });
    const manifest = path.join(dir, 'package.json');
    fs.writeFileSync(manifest, JSON.stringify({ ...JSON.parse(fs.readFileSync(manifest, 'utf8')), description: 'a new release' }));
    expect(editorPackagesInstalled(dir)).toBe(false);
    ensureEditorPackages({ dir, log: (line) => said.push(line) });
    expect(installs(said)).toBe(2);
    expect(editorPackagesInstalled(dir)).toBe(true);
  });

  it('say why when they cannot be installed, with what npm said, and are not taken as installed', () => {
    const dir = packageFolder();
    // A dependency the lock does not have: `npm ci` refuses it.
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'editor', private: true, dependencies: { dep: 'file:./dep', other: '1.0.0' } }),
    );
    expect(() => ensureEditorPackages({ dir, log: () => {} })).toThrow(
      /could not be installed into .*node_modules \(npm ci exited with 1\)[\s\S]*in sync/,
    );
    expect(editorPackagesInstalled(dir)).toBe(false);
    expect(fs.existsSync(path.join(dir, '.install-lock'))).toBe(false);
  });

  it('are installed once when two processes need them at the same moment', async () => {
    const dir = packageFolder();
    const script = `import { ensureEditorPackages } from ${JSON.stringify(path.join(import.meta.dirname, 'editor-packages.ts'))};
ensureEditorPackages({ dir: ${JSON.stringify(dir)} });`;
    const run = () =>
      new Promise<{ status: number | null; lines: string[] }>((resolve) => {
        const child = spawn(process.execPath, [TSX, '--eval', script], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('close', (status) => resolve({ status, lines: out.split('\n') }));
      });
    const both = await Promise.all([run(), run()]);
    expect(both.map(({ status }) => status)).toEqual([0, 0]);
    expect(installs(both.flatMap(({ lines }) => lines))).toBe(1);
    expect(editorPackagesInstalled(dir)).toBe(true);
  });

  it('are installed into a folder of their own when node_modules links another project’s, whose packages stay as they are', () => {
    const dir = packageFolder();
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-packages-other-'));
    folders.push(other);
    fs.writeFileSync(path.join(other, 'kept.txt'), 'another project’s packages\n');
    fs.symlinkSync(other, path.join(dir, 'node_modules'), 'junction');
    ensureEditorPackages({ dir, log: () => {} });
    expect(fs.lstatSync(path.join(dir, 'node_modules')).isSymbolicLink()).toBe(false);
    expect(fs.readdirSync(other)).toEqual(['kept.txt']);
    expect(editorPackagesInstalled(dir)).toBe(true);
  });

  it('say which file is missing when the folder lost its package.json', () => {
    const dir = packageFolder();
    fs.rmSync(path.join(dir, 'package.json'));
    expect(() => ensureEditorPackages({ dir, log: () => {} })).toThrow(
      /package\.json is missing: the editor's packages are declared there \(`git checkout -- /,
    );
  });
});

describe('the project’s own install', () => {
  it('has none of the editor’s packages: `npm install` at the top leaves them out (React aside, which both have)', () => {
    const dependencies = (dir: string) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies });
    };
    const editorOnly = dependencies(EDITOR_PACKAGES_DIR).filter((name) => !['react', 'react-dom'].includes(name));
    expect(editorOnly).toContain('decap-cms-app');
    expect(dependencies(repoRoot).filter((name) => editorOnly.includes(name))).toEqual([]);
    const locked = Object.keys((JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: object }).packages);
    expect(locked.filter((key) => /(^|\/)node_modules\/decap-/.test(key))).toEqual([]);
  });
});
