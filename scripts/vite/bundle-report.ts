/**
 * Records the client bundle's chunk graph after each build (which chunk imports which, and the
 * modules inside each with their size), so `npm run budget` can say exactly what a page loads
 * first and which modules it is made of. Written outside dist/: it is not part of the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

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

export const reportFile = (root: string) => path.join(root, 'node_modules', '.cache', 'portfolio', 'bundle-report.json');

export function bundleReport(root: string): Plugin {
  const relative = (id: string) =>
    path
      .relative(root, id.replace(/^\0/, '').split('?')[0] ?? id)
      .split(path.sep)
      .join('/');
  return {
    name: 'portfolio-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          facade: output.facadeModuleId ? relative(output.facadeModuleId) : undefined,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.fromEntries(
            Object.entries(output.modules).map(([id, info]) => [relative(id), info.code ? zlib.gzipSync(info.code).length : 0]),
          ),
        });
      }
      fs.mkdirSync(path.dirname(reportFile(root)), { recursive: true });
      fs.writeFileSync(reportFile(root), `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
