/** Throw-away build folders holding the files a test names: a fake dist/ for the page finder, the budget and the bench. Removed after each test. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** Call at the top of a test file; returns `build(files)`, which writes the files into a new folder and returns its path. */
export function tempBuilds(prefix: string): (files: Record<string, string | Uint8Array>) => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return (files) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dist);
    for (const [file, data] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), data);
    }
    return dist;
  };
}
