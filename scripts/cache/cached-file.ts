/**
 * A file the build makes from inputs it can name (a font cut, a share card, a CV), kept in the
 * cache folder under a name that says what it is made of: made once, shared while it is being made
 * (pages, cards and dev requests ask for the same at once), written atomically (builds and test
 * workers side by side never read half a file), and forgotten if making it failed, so that the next
 * request tries again. A file read from the cache is marked used (its time set to now), so the
 * build's pruning keeps what builds still use (prune-cache.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sharedWork } from '../shared-work.ts';

const making = sharedWork<string, Buffer>();

async function readOrMake(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  if (fs.existsSync(file)) {
    markUsed(file);
    return fs.readFileSync(file);
  }
  const bytes = await make();
  writeAtomically(file, bytes);
  return bytes;
}

export function cachedFile(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  return making(file, () => readOrMake(file, make));
}

/** Writes under a temporary name first, so that no reader ever sees half a file. */
export function writeAtomically(file: string, bytes: Buffer | string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, bytes);
  fs.renameSync(temp, file);
}

/** Marks a cached file as used now; one that is gone (pruned by another build) is no error. */
export function markUsed(file: string): void {
  const now = new Date();
  try {
    fs.utimesSync(file, now, now);
  } catch {
    // Read or made again by whoever asks next.
  }
}
