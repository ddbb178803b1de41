import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaceFolder } from './replace-folder.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'replace-folder-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (folder: string, text: string) => {
  fs.mkdirSync(path.join(root, folder), { recursive: true });
  fs.writeFileSync(path.join(root, folder, 'index.html'), text);
};
const read = (folder: string) => fs.readFileSync(path.join(root, folder, 'index.html'), 'utf8');

describe('replaceFolder', () => {
  it('puts the new build in the old one’s place, and leaves nothing beside it', () => {
    write('dist', 'old');
    write('.dist-partial', 'new');
    replaceFolder(path.join(root, 'dist'), path.join(root, '.dist-partial'));
    expect(read('dist')).toBe('new');
    expect(fs.readdirSync(root)).toEqual(['dist']);
  });

  it('makes the folder when there was none', () => {
    write('.dist-partial', 'new');
    replaceFolder(path.join(root, 'dist'), path.join(root, '.dist-partial'));
    expect(read('dist')).toBe('new');
  });

  it('puts the last good build back when the new one cannot take its place', () => {
    write('dist', 'old');
    expect(() => replaceFolder(path.join(root, 'dist'), path.join(root, '.dist-partial'))).toThrow(/ENOENT/);
    expect(read('dist')).toBe('old');
    expect(fs.readdirSync(root)).toEqual(['dist']);
  });
});
