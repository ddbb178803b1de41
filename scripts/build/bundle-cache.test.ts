import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundlesKey, keep, KEPT_LIST, takeKept } from './bundle-cache.ts';

const roots: string[] = [];
function kindDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bundles-'));
  roots.push(root);
  return root;
}
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

const write = (into: string) => {
  fs.mkdirSync(path.join(into, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(into, 'assets', 'app.js'), 'export {};');
  return Promise.resolve();
};

describe('the kept bundles', () => {
  it('are keyed by the code, the same key in one tree', () => {
    expect(bundlesKey()).toMatch(/^[0-9a-f]{16}$/);
    expect(bundlesKey()).toBe(bundlesKey());
  });

  it('keep what a build made, whole, and give it to the next build', async () => {
    const dir = path.join(kindDir(), 'abc');
    expect(takeKept(dir)).toBeUndefined();
    await keep(dir, write);
    expect(takeKept(dir)).toBe(dir);
    expect(fs.readFileSync(path.join(dir, 'assets', 'app.js'), 'utf8')).toBe('export {};');
    expect(JSON.parse(fs.readFileSync(path.join(dir, KEPT_LIST), 'utf8'))).toEqual([path.join('assets', 'app.js')]);
    expect(fs.readdirSync(path.dirname(dir))).toEqual(['abc']);
  });

  it('make again a bundle that lost a file', async () => {
    const dir = path.join(kindDir(), 'abc');
    await keep(dir, write);
    fs.rmSync(path.join(dir, 'assets', 'app.js'));
    expect(takeKept(dir)).toBeUndefined();
    await keep(dir, write);
    expect(takeKept(dir)).toBe(dir);
  });

  it('forget the least recently used beyond four, but none used within the hour (a build may be loading it)', async () => {
    const kinds = kindDir();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const keepAll = async (names: string[], hours: (index: number) => number) => {
      for (const [index, name] of names.entries()) {
        await keep(path.join(kinds, name), write);
        fs.utimesSync(path.join(kinds, name, KEPT_LIST), hoursAgo(hours(index)), hoursAgo(hours(index)));
      }
    };
    await keepAll(['a', 'b', 'c', 'd', 'e', 'f'], (index) => 0.1 * (6 - index));
    expect(fs.readdirSync(kinds).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    await keepAll(['a', 'b', 'c', 'd', 'e', 'f'], (index) => 10 - index);
    await keep(path.join(kinds, 'g'), write);
    expect(fs.readdirSync(kinds).sort()).toEqual(['d', 'e', 'f', 'g']);
  });
});
