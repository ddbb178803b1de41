/**
 * `npm run dev` on a temporary copy of the project, listening on a free port of 127.0.0.1.
 *
 * Each copy keeps Vite's pre-bundled dependencies in its own folder. The copies link one
 * node_modules, where Vite keeps them by default, and the cache's hash includes the project's root:
 * a server starting on another copy found the cache stale and deleted it under a running one,
 * whose next import of a dependency answered 504 (Outdated Optimize Dep) and left that island
 * unhydrated (the contact form, when the editor's test started beside the dev server's).
 */
import path from 'node:path';
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';
import type { TempProject } from './temp-project.ts';

export async function startDevServer(project: TempProject, config: InlineConfig = {}): Promise<ViteDevServer> {
  const server = await createServer({
    ...config,
    configFile: path.join(project.root, 'vite.config.ts'),
    cacheDir: path.join(project.root, '.vite-deps'),
    server: { port: 0, host: '127.0.0.1' },
  });
  return server.listen();
}
