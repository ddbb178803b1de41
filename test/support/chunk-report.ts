/** Fake chunks of a client build, as the bundle report lists them, for the budget's tests: each module weighs 100 bytes. */
import type { ChunkReport } from '../../scripts/budget/bundle-report.ts';

/** Returns `chunk(file, modules, imports)`; the chunk named `entryFile` is the entry. */
export function chunkMaker(entryFile: string): (file: string, modules: string[], imports?: string[]) => ChunkReport {
  return (file, modules, imports = []) => ({
    file,
    isEntry: file === entryFile,
    modules: Object.fromEntries(modules.map((m) => [m, 100])),
    imports,
    dynamicImports: [],
  });
}
