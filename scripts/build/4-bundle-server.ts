/**
 * Build stage 4: the server renderer (src/app/entry-server.tsx), bundled by Vite into a cache
 * folder and loaded, so pages are prerendered by the same code, transformed the same way, as the
 * client's. `dispose` removes the folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { RenderPage } from '../pages/page-renderer.ts';
import { cacheDir } from '../paths.ts';
import { skipNativeConfigCheck, VITE_CONFIG } from './3-bundle-client.ts';

export interface ServerBundle {
  render: RenderPage;
  dispose: () => void;
}

export async function bundleServerStage(outDir: string): Promise<ServerBundle> {
  // Inside node_modules, so the bundle resolves the same packages as the client; one per output folder, so builds of two sites never meet.
  const ssrDir = path.join(cacheDir, 'ssr', crypto.createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 12));
  const dispose = () => fs.rmSync(ssrDir, { recursive: true, force: true });
  try {
    // Packages Node loads as they are stay outside the bundle, as in `npm run dev` (vite.config.ts
    // lists those it cannot): bundling them all took 2.9 s of a 12 s build, against 1.2 s.
    skipNativeConfigCheck();
    await build({
      configFile: VITE_CONFIG,
      logLevel: 'warn',
      build: {
        ssr: 'app/entry-server.tsx',
        outDir: ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
        // The config's chunk groups are the browser's (scripts/vite/chunk-groups.ts): the server loads its bundle once, split as Rolldown splits it.
        rolldownOptions: { output: { codeSplitting: true } },
      },
    });
    const { render } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as { render: RenderPage };
    return { render, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
