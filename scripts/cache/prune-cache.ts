/**
 * Keeps the cache folder from growing without end, on a machine or in CI's restored cache: files
 * no build has used for `days` days (cached-file.ts marks a file used when it reads it) are removed.
 * Whatever a build still uses is kept; whatever is removed is made again if it is ever asked for.
 */
import fs from 'node:fs';
import path from 'node:path';

export const UNUSED_DAYS = 30;

export interface Pruned {
  files: number;
  bytes: number;
}

export function pruneCache(dir: string, { days = UNUSED_DAYS, now = Date.now() } = {}): Pruned {
  const pruned: Pruned = { files: 0, bytes: 0 };
  if (!fs.existsSync(dir)) return pruned;
  const oldest = now - days * 24 * 60 * 60 * 1000;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat || stat.mtimeMs >= oldest) continue;
    fs.rmSync(file, { force: true });
    pruned.files++;
    pruned.bytes += stat.size;
  }
  return pruned;
}
