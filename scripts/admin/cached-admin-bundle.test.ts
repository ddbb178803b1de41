import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminBundle } from './admin-bundle.ts';
import { cachedAdminBundle } from './cached-admin-bundle.ts';

let root: string;
let dir: string;
let bundled: number;
/** What the stand-in bundler does while it bundles, after reading its inputs. */
let meanwhile: () => void;

/** A stand-in for esbuild: the bundle is its inputs' text, so a stale one shows. */
function bundle(): Promise<AdminBundle> {
  bundled++;
  const ownInputs = ['src/admin/entry.ts', 'src/lib/words.ts'].filter((input) => fs.existsSync(path.join(root, input)));
  const code = ownInputs.map((input) => fs.readFileSync(path.join(root, input), 'utf8')).join('\n');
  meanwhile();
  return Promise.resolve({ code: new TextEncoder().encode(code), ownInputs });
}

/** Writes a file as saved a while ago; `now` as saved this moment. */
const write = (file: string, text: string, now = false) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  const savedAt = new Date(Date.now() - 60_000);
  if (!now) fs.utimesSync(path.join(root, file), savedAt, savedAt);
};
const editor = async () => new TextDecoder().decode(await cachedAdminBundle({ dir, root, bundle }));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-bundle-'));
  dir = path.join(root, 'cache', 'editor');
  bundled = 0;
  meanwhile = () => undefined;
  write('package-lock.json', '{"lockfileVersion":3}');
  write('src/admin/entry.ts', 'entry 1');
  write('src/lib/words.ts', 'words 1');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the editor’s code between builds', () => {
  it('is bundled once, then read from the cache while nothing it is made from changes', async () => {
    expect(await editor()).toBe('entry 1\nwords 1');
    expect(await editor()).toBe('entry 1\nwords 1');
    expect(bundled).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual([expect.stringMatching(/^cms-[0-9a-f]{16}\.js$/), 'inputs.json']);
  });

  it('is bundled again when a file of ours it read is edited or gone, or the locked packages change', async () => {
    await editor();
    write('src/lib/words.ts', 'words 2');
    expect(await editor()).toBe('entry 1\nwords 2');
    fs.rmSync(path.join(root, 'src/lib/words.ts'));
    expect(await editor()).toBe('entry 1');
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(await editor()).toBe('entry 1');
    expect(bundled).toBe(4);
    // Back to the packages before: that bundle is still kept.
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(await editor()).toBe('entry 1');
    expect(bundled).toBe(4);
  });

  it('does not keep a bundle whose input was edited while it was bundled, or just before', async () => {
    meanwhile = () => write('src/admin/entry.ts', 'entry 2', true);
    expect(await editor()).toBe('entry 1\nwords 1');
    meanwhile = () => undefined;
    expect(await editor()).toBe('entry 2\nwords 1');
    expect(bundled).toBe(2);
    // Saved a moment before: its time may be older than the bundle's start, or the same second.
    write('src/lib/words.ts', 'words 2', true);
    expect(await editor()).toBe('entry 2\nwords 2');
    expect(await editor()).toBe('entry 2\nwords 2');
    expect(bundled).toBe(4);
  });

  it('bundles again over a damaged list of inputs, without an error', async () => {
    await editor();
    fs.writeFileSync(path.join(dir, 'inputs.json'), '{"not": "a list"');
    expect(await editor()).toBe('entry 1\nwords 1');
    expect(bundled).toBe(2);
    expect(await editor()).toBe('entry 1\nwords 1');
    expect(bundled).toBe(2);
  });
});
