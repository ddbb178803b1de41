/**
 * Build stage 3: the browser's code (src/app/entry-client.ts, the islands and what they load),
 * bundled by Vite into `<outDir>/assets/`. Records the chunk graph for `npm run budget`, and
 * returns the entry's URL, which every page's boot script loads after the first paint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { chunkReports, writeBundleReport, type ChunkReport } from '../budget/bundle-report.ts';
import { repoRoot } from '../paths.ts';
import { keep, KEPT_LIST, keptBundle, takeKept } from './bundle-cache.ts';

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

/** What a kept client bundle holds besides its files: the entry's URL and the chunk report. */
const ENTRY_FILE = '.entry.json';

/** Bundles the browser's code into `outDir`; returns the entry's URL and the chunk report. */
async function bundleClient(outDir: string): Promise<{ entry: string; chunks: ChunkReport[] }> {
  skipNativeConfigCheck();
  const result = await build({ configFile: VITE_CONFIG, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the client build has no entry chunk');
  return { entry: `/${entry.fileName}`, chunks: chunkReports(chunks) };
}

/**
 * @param reportFor the folder the site ends up in, which `npm run budget` measures (the bundle is
 * written to `outDir` first). The bundle made from the same code before is copied (bundle-cache.ts).
 */
export async function bundleClientStage(outDir: string, reportFor = outDir): Promise<string> {
  const dir =
    takeKept(keptBundle('client')) ??
    (await keep(keptBundle('client'), async (into) => {
      const { entry, chunks } = await bundleClient(into);
      fs.writeFileSync(path.join(into, ENTRY_FILE), JSON.stringify({ entry, chunks }));
    }));
  const { entry, chunks } = JSON.parse(fs.readFileSync(path.join(dir, ENTRY_FILE), 'utf8')) as { entry: string; chunks: ChunkReport[] };
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(dir, outDir, { recursive: true, filter: (source) => ![ENTRY_FILE, KEPT_LIST].includes(path.relative(dir, source)) });
  writeBundleReport(reportFor, chunks);
  return entry;
}
