/**
 * The client bundle's chunk graph, recorded by each build (which chunk imports which, and the
 * modules inside each with their size), so `npm run budget` can say exactly what a page loads
 * first and which modules it is made of. Kept outside the built folder: it is not part of the site.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Rolldown } from 'vite';
import { cacheDir, repoRoot } from '../paths.ts';

export interface ChunkReport {
  file: string;
  isEntry: boolean;
  /** The module a dynamic import of this chunk loads (relative to the project root). */
  facade?: string;
  imports: string[];
  dynamicImports: string[];
  /**
   * Module (relative path, or the npm package path under node_modules) → its code's gzipped
   * size on its own, to share out the chunk's size (a chunk compresses better than its parts).
   */
  modules: Record<string, number>;
}

/** Where the report of the build written to `outDir` is kept. */
export function bundleReportFile(outDir: string): string {
  const key = crypto.createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 12);
  return path.join(cacheDir, 'bundle-reports', `${key}.json`);
}

const relative = (id: string) =>
  path
    .relative(repoRoot, id.replace(/^\0/, '').split('?')[0] ?? id)
    .split(path.sep)
    .join('/');

export function chunkReports(chunks: readonly Rolldown.OutputChunk[]): ChunkReport[] {
  return chunks.map((chunk) => ({
    file: chunk.fileName,
    isEntry: chunk.isEntry,
    facade: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : undefined,
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, info]) => [relative(id), info.code ? zlib.gzipSync(info.code).length : 0])),
  }));
}

export function writeBundleReport(outDir: string, chunks: readonly ChunkReport[]): void {
  const file = bundleReportFile(outDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(chunks, null, 1)}\n`);
}

export function readBundleReport(outDir: string): ChunkReport[] | undefined {
  const file = bundleReportFile(outDir);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ChunkReport[]) : undefined;
}
