/**
 * In `npm run dev`, files the build generates from content (share cards, icons, CVs) are generated
 * the same way into a cache folder on the first request for one of them, and again after content/
 * or public/ changes, so the dev page's links work.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface GeneratedFiles {
  /** Names the plugin and its cache folder. */
  name: string;
  /** Content types by file extension; other requests pass through. */
  types: Record<string, string>;
  /** Writes the files into `outDir`; returns their paths relative to it. */
  generate: (outDir: string) => Promise<string[]>;
}

export function devGeneratedFiles(root: string, { name, types, generate }: GeneratedFiles): Plugin {
  const outDir = path.join(root, 'node_modules', '.cache', 'portfolio', name);
  let generated: Promise<Set<string>> | undefined;
  const ready = () => (generated ??= generate(outDir).then((files) => new Set(files.map((f) => `/${f}`))));
  return {
    name: `portfolio-dev-${name}`,
    apply: 'serve',
    configureServer(server) {
      const stale = (file: string) => {
        if (file.startsWith(path.join(root, 'content')) || file.startsWith(path.join(root, 'public'))) generated = undefined;
      };
      server.watcher.on('change', stale).on('add', stale).on('unlink', stale);
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        const type = types[path.extname(url)];
        if (!type) return next();
        ready().then(
          (files) => {
            if (!files.has(url)) return next();
            res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(fs.readFileSync(path.join(outDir, url)));
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
