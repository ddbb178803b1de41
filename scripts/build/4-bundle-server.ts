/**
 * Build stage 4: the server renderer (src/app/entry-server.tsx), bundled by Vite into the cache
 * folder (kept there for the next build of the same code: bundle-cache.ts) and loaded, so pages are
 * prerendered by the same code, transformed the same way, as the client's.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { RenderPage } from '../pages/page-renderer.ts';
import { keep, keptBundle, takeKept } from './bundle-cache.ts';
import { skipNativeConfigCheck, VITE_CONFIG } from './3-bundle-client.ts';

export interface ServerBundle {
  render: RenderPage;
}

/** The server renderer, as the bundle made from the same code before (bundle-cache.ts) or bundled now. */
export async function bundleServerStage(): Promise<ServerBundle> {
  // Inside node_modules (the cache folder), so the bundle resolves the same packages as the client.
  const dir = takeKept(keptBundle('server')) ?? (await keep(keptBundle('server'), bundleServer));
  const { render } = (await import(pathToFileURL(path.join(dir, 'entry-server.js')).href)) as { render: RenderPage };
  return { render };
}

async function bundleServer(outDir: string): Promise<void> {
  // Packages Node loads as they are stay outside the bundle, as in `npm run dev` (vite.config.ts
  // lists those it cannot): bundling them all took 2.9 s of a 12 s build, against 1.2 s.
  skipNativeConfigCheck();
  await build({
    configFile: VITE_CONFIG,
    logLevel: 'warn',
    build: {
      ssr: 'app/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // The config's chunk groups are the browser's (scripts/vite/chunk-groups.ts): the server loads its bundle once, split as Rolldown splits it.
      rolldownOptions: { output: { codeSplitting: true } },
    },
  });
}
