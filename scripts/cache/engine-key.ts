/**
 * What a cached output's code is: the locked versions of every package (package-lock.json) and the
 * text of the folders that draw it. A change to either makes the output again; a change anywhere
 * else in the engine does not.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.ts';

const keys = new Map<string, string>();

/** The key of `folders` (repository paths), read once per process. */
export function engineKey(folders: readonly string[]): string {
  const id = folders.join('\n');
  let key = keys.get(id);
  if (!key) {
    const hash = crypto.createHash('sha256');
    const lock = path.join(repoRoot, 'package-lock.json');
    if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
    for (const folder of folders) {
      const files = fs
        .readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
      for (const file of files.sort()) hash.update(`\0${folder}/${file}\0`).update(fs.readFileSync(path.join(repoRoot, folder, file)));
    }
    key = hash.digest('hex').slice(0, 16);
    keys.set(id, key);
  }
  return key;
}
