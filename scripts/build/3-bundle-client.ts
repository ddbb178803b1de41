/**
 * Build stage 3: the browser's code (src/app/entry-client.ts, the islands and what they load),
 * bundled by Vite into `<outDir>/assets/`. Records the chunk graph for `npm run budget`, and
 * returns the entry's URL, which every page's boot script loads after the first paint.
 */
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { writeBundleReport } from '../budget/bundle-report.ts';
import { repoRoot } from '../paths.ts';

export const VITE_CONFIG = path.join(repoRoot, 'vite.config.ts');

/**
 * Vite bundles the config with Rolldown before each build, through a check of whether the config
 * could load natively, which parses every module the config imports: 1–1.5 s of a 3 s bundle on
 * a loaded machine, where Rolldown's timing check then printed a warning on the build's stderr (a
 * failed CI run). Vite's own switch skips that check; the config is bundled and runs as before.
 */
export function skipNativeConfigCheck(): void {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
}

/** @param reportFor the folder the site ends up in, which `npm run budget` measures (the bundle is written to `outDir` first). */
export async function bundleClientStage(outDir: string, reportFor = outDir): Promise<string> {
  skipNativeConfigCheck();
  const result = await build({ configFile: VITE_CONFIG, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  writeBundleReport(reportFor, chunks);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the client build has no entry chunk');
  return `/${entry.fileName}`;
}
