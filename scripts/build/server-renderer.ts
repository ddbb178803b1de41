/**
 * Builds the server renderer (src/app/entry-server.tsx) with Vite into a temporary folder and
 * loads it, so pages are prerendered by the same code, transformed the same way, as the client.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { RenderedPage } from '../../src/app/entry-server.tsx';

export type RenderPage = (url: string) => Promise<RenderedPage>;

export async function withServerRenderer<T>(root: string, configFile: string, use: (render: RenderPage) => Promise<T>): Promise<T> {
  // Inside node_modules so the server bundle resolves the same packages as the client.
  const outDir = path.join(root, 'node_modules', '.cache', 'portfolio-ssr');
  try {
    await build({
      configFile,
      logLevel: 'warn',
      // Bundle every dependency: styled-components' CommonJS build breaks under Node's ESM interop.
      ssr: { noExternal: true },
      build: { ssr: 'app/entry-server.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
    });
    const { render } = (await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href)) as { render: RenderPage };
    return await use(render);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
