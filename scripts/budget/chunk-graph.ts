/**
 * Which chunks a page loads, from the bundle report (scripts/vite/bundle-report.ts): the entry
 * and everything it imports statically, and for each island it hydrates, the island's chunk,
 * the shared hydration runtime and their static imports.
 */
import { uiLanguage } from '../../src/i18n/ui-languages.ts';
import type { ChunkReport } from './bundle-report.ts';

/** The module every island's hydration goes through (react-dom/client). */
const HYDRATION_RUNTIME = 'src/islands/hydrate-island.tsx';

export function staticClosure(chunks: readonly ChunkReport[], roots: readonly string[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}

/** The chunk holding a module (a dynamic import of the module loads it). */
export function chunkOf(chunks: readonly ChunkReport[], module: string | RegExp): ChunkReport | undefined {
  return chunks.find((c) => Object.keys(c.modules).some((m) => (typeof module === 'string' ? m === module : module.test(m))));
}

/** The chunk of an island (its module is `<name>.island.tsx`). */
export function islandChunk(chunks: readonly ChunkReport[], name: string): ChunkReport | undefined {
  return chunkOf(chunks, new RegExp(`/${name}\\.island\\.tsx$`));
}

/** The interface dictionary of a language tag (`en`, `fr-CA`): the first island loads it (src/i18n/load-dictionary.ts). */
const dictionaryModule = (language: string) => `src/i18n/dictionaries/${uiLanguage(language)}.ts`;

/** What lays the owner's own words (content/ui.yaml) over the dictionary, on a page that has some. */
const OWN_WORDS_MODULE = 'src/i18n/text-overrides.ts';

/**
 * What the entry itself loads at once on a page that holds an island, whenever the island hydrates:
 * a project page's dialog is a modal from the start, without React (src/app/entry-client.ts).
 */
export const ENTRY_LOADS_WITH_ISLAND: Readonly<Record<string, string>> = {
  'project-dialog': 'src/sections/projects/prerendered-dialog.ts',
};

/**
 * The chunks a page loads before anyone touches it: the entry, what the entry loads for the
 * islands on the page (`present`), and with its first island to hydrate (`islands`) the hydration
 * runtime, the page language's dictionary and each island's chunk.
 */
export function pageChunks(
  chunks: readonly ChunkReport[],
  entryFile: string,
  islands: readonly string[],
  language = 'en',
  ownWords = false,
  present: readonly string[] = [],
): { files: string[]; missing: string[] } {
  const missing: string[] = [];
  const roots = [entryFile];
  for (const name of new Set(present)) {
    const module = ENTRY_LOADS_WITH_ISLAND[name];
    if (module === undefined) continue;
    const chunk = chunkOf(chunks, module);
    if (chunk) roots.push(chunk.file);
    else missing.push(module);
  }
  if (islands.length) {
    for (const module of [HYDRATION_RUNTIME, dictionaryModule(language), ...(ownWords ? [OWN_WORDS_MODULE] : [])]) {
      const chunk = chunkOf(chunks, module);
      if (chunk) roots.push(chunk.file);
      else missing.push(module);
    }
  }
  for (const name of islands) {
    const chunk = islandChunk(chunks, name);
    if (chunk) roots.push(chunk.file);
    else missing.push(`island ${name}`);
  }
  return { files: staticClosure(chunks, roots), missing };
}

/** The package a module belongs to (`react-dom`, `@reach/dialog`), or `app` for the site's own code. */
export function packageOf(module: string): string {
  const match = module.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return match?.[1] ?? (module.startsWith('src/') ? 'app' : module.startsWith('rolldown') || module.startsWith('vite/') ? 'bundler runtime' : module);
}
