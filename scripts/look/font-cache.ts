/**
 * The font files the build makes (web fonts, static instances), kept in
 * node_modules/.cache/portfolio/fonts under names that say what they are made of: a file is made
 * once, shared while it is being made (pages, cards and dev requests ask for the same at once),
 * written atomically (builds and test workers side by side never read half a file), and forgotten
 * if making it failed, so that the next request tries again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir } from '../paths.ts';
import { sharedWork } from '../shared-work.ts';

export function fontCacheDir(): string {
  return path.join(cacheDir, 'fonts');
}

const making = sharedWork<string, Buffer>();

async function readOrMake(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const bytes = await make();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, bytes);
  fs.renameSync(temp, file);
  return bytes;
}

export function cachedFont(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  return making(file, () => readOrMake(file, make));
}
