import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedFile } from './cached-file.ts';
import { pruneCache, UNUSED_DAYS } from './prune-cache.ts';

const DAY = 24 * 60 * 60 * 1000;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function cacheWith(files: Record<string, number>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
  dirs.push(dir);
  for (const [file, daysAgo] of Object.entries(files)) {
    const at = path.join(dir, file);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.writeFileSync(at, 'x'.repeat(10));
    const when = new Date(Date.now() - daysAgo * DAY);
    fs.utimesSync(at, when, when);
  }
  return dir;
}

describe('pruneCache', () => {
  it(`removes the files no build has used for ${UNUSED_DAYS} days, in every folder, and keeps the rest`, () => {
    const dir = cacheWith({ 'images/old.avif': UNUSED_DAYS + 1, 'images/new.avif': 1, 'cards/old.png': 90, 'fonts/today.woff2': 0 });
    expect(pruneCache(dir)).toEqual({ files: 2, bytes: 20 });
    expect(fs.readdirSync(dir, { recursive: true }).sort()).toEqual(['cards', 'fonts', 'fonts/today.woff2', 'images', 'images/new.avif']);
  });

  it('keeps an old file a build has just read from the cache', async () => {
    const dir = cacheWith({ 'fonts/used.woff2': 60 });
    const file = path.join(dir, 'fonts/used.woff2');
    expect((await cachedFile(file, () => Promise.reject(new Error('made again')))).toString()).toBe('x'.repeat(10));
    expect(pruneCache(dir)).toEqual({ files: 0, bytes: 0 });
  });

  it('does nothing when there is no cache yet', () => {
    expect(pruneCache(path.join(os.tmpdir(), 'no-such-cache-folder'))).toEqual({ files: 0, bytes: 0 });
  });
});
