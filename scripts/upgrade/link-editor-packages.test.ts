import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureEditorPackages } from '../admin/editor-packages.ts';
import { linkEditorPackages } from './work-copy.ts';

// The owner's project with its editor packages installed, and the upgrade's copy beside it.
let owner: string;
let copies: string[] = [];

/** An editor/ folder: a package.json whose one dependency is a folder beside it (installed without the network), and its lock. */
function editorFolder(root: string, description = 'the editor'): string {
  const editor = path.join(root, 'editor');
  fs.mkdirSync(path.join(editor, 'dep'), { recursive: true });
  fs.writeFileSync(path.join(editor, 'dep', 'package.json'), JSON.stringify({ name: 'dep', version: '1.0.0' }));
  fs.writeFileSync(
    path.join(editor, 'package.json'),
    JSON.stringify({ name: 'editor', description, private: true, dependencies: { dep: 'file:./dep' } }),
  );
  const locked = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--package-lock-only'], { cwd: editor, encoding: 'utf8' });
  if (locked.status !== 0) throw new Error(locked.stderr);
  return editor;
}

function workCopy(description?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-copy-'));
  copies.push(dir);
  editorFolder(dir, description);
  return { dir, home: path.join(dir, '.home') };
}

beforeAll(() => {
  owner = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-owner-'));
  ensureEditorPackages({ dir: editorFolder(owner), log: () => {} });
}, 60_000);

afterAll(() => {
  for (const dir of [owner, ...copies]) fs.rmSync(dir, { recursive: true, force: true });
  copies = [];
});

describe('linkEditorPackages', () => {
  it('lends the owner’s editor packages to the copy when the release declares the same ones', () => {
    const work = workCopy();
    linkEditorPackages(work, owner);
    const linked = path.join(work.dir, 'editor', 'node_modules');
    expect(fs.lstatSync(linked).isSymbolicLink()).toBe(true);
    expect(fs.realpathSync(linked)).toBe(fs.realpathSync(path.join(owner, 'editor', 'node_modules')));
  });

  it('lends nothing when the release declares others: the copy installs its own, never into the owner’s', () => {
    const work = workCopy('a new release of the editor');
    linkEditorPackages(work, owner);
    expect(fs.existsSync(path.join(work.dir, 'editor', 'node_modules'))).toBe(false);
  });
});
