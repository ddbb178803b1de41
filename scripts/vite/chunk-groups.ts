/**
 * The client's chunks, by what the page does with them (vite.config.ts' codeSplitting groups),
 * read from the module graph through Rolldown's public options rather than a hand-kept list of
 * paths:
 *
 * - **islands-loader**: what the page's entry itself runs, none of it React: every module the
 *   entry imports statically (Rolldown's `$initial` tag): the islands' loader and schedule, the
 *   page's language, the sections' reveal, analytics' start. First in the list, so no module of it
 *   is drawn into the runtime below (a group takes its modules' imports with it), which would make
 *   every page evaluate React at load, before any island wants it.
 * - **react**: React, a chunk of its own: the first island that starts evaluates it in a task of
 *   its own, before the runtime.
 * - **islands-runtime**: what the page's chrome (navigation, progress bar, back-to-top, Resume menu)
 *   hydrates with, in one chunk fetched in one request at the first interaction: the island
 *   runtime, styled-components and the chrome, with everything they import but React. Islands
 *   further down import from it too.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';

type Group = Rolldown.CodeSplittingGroup;

/** React and its scheduler: the react group's, never the runtime's. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The page's boot script's module: vite.config.ts' input. */
export const ENTRY = 'src/app/entry-client.ts';

/** What a page loads before React and shares with the islands: the external store, which a project page's prerendered dialog fills before the dialog's island arrives. */
export const BEFORE_REACT_SHARED = ['src/lib/external-store.ts'];

/** The modules the runtime is made of with their imports: the chrome's islands, and the runtime that hydrates every island. */
export const RUNTIME_ROOTS = [
  'src/islands/hydrate-island.tsx',
  'src/sections/navigation/site-nav.island.tsx',
  'src/sections/navigation/scroll-progress-bar.island.tsx',
  'src/sections/navigation/back-to-top-button.island.tsx',
  'src/sections/hero/resume-menu.island.tsx',
];

/** `roots` and every module they import statically, following the graph but not into React: what they need to run at once. */
function staticImports(roots: readonly string[], context: Rolldown.ChunkingContext): Set<string> {
  // A method of the context (it reads its own cache), called on it.
  const moduleInfo = (id: string) => context.getModuleInfo(id);
  // A root renamed or removed would leave the chrome's code to the automatic chunks, unseen: say so.
  const gone = roots.filter((id) => !moduleInfo(id));
  if (gone.length) throw new Error(`A chunk is built from modules the build does not have: ${gone.join(', ')} — update scripts/vite/chunk-groups.ts`);
  const closure = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    const info = closure.has(id) ? null : moduleInfo(id);
    if (!info) continue;
    closure.add(id);
    stack.push(...info.importedIds.filter((imported) => !REACT.test(imported)));
  }
  return closure;
}

/** The groups of one build (`root` is the project's): each call gives groups of their own, as the runtime's is worked out once per build. */
export function chunkGroups(root: string): Group[] {
  const roots = RUNTIME_ROOTS.map((file) => path.join(root, file));
  const entry = path.join(root, ENTRY);
  const shared = BEFORE_REACT_SHARED.map((file) => path.join(root, file));
  let loader: Set<string> | undefined;
  let runtime: Set<string> | undefined;
  return [
    {
      debugName: 'islands-loader',
      // Not the entry itself: a group holding an entry module becomes that entry's chunk.
      name: (id, context) => ((loader ??= staticImports([entry, ...shared], context)).has(id) && id !== entry ? 'islands-loader' : null),
    },
    { name: 'react', test: REACT },
    {
      debugName: 'islands-runtime',
      name: (id, context) => ((runtime ??= staticImports(roots, context)).has(id) ? 'islands-runtime' : null),
    },
  ];
}
