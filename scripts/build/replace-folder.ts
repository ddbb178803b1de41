/** The last step of a build: the folder it wrote takes the place of the last good one, or nothing changes. */
import fs from 'node:fs';

/** Puts `built` in `outDir`'s place; if that fails, the previous `outDir` is put back as it was. */
export function replaceFolder(outDir: string, built: string): void {
  const previous = `${built}-previous`;
  fs.rmSync(previous, { recursive: true, force: true });
  const hadPrevious = fs.existsSync(outDir);
  if (hadPrevious) fs.renameSync(outDir, previous);
  try {
    fs.renameSync(built, outDir);
  } catch (error) {
    if (hadPrevious) fs.renameSync(previous, outDir);
    throw error;
  }
  fs.rmSync(previous, { recursive: true, force: true });
}
