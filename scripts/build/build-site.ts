/**
 * Builds a site, its stages in order (this folder's numbered files): check the content, write
 * the types, bundle the browser's code, bundle the server renderer, write every output, index the
 * pages for search (a site with search). The site
 * is built into a folder beside `outDir` and put in its place only when everything succeeded: a
 * failed build leaves the last good one untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ALL_OUTPUTS } from '../outputs/all-outputs.ts';
import type { Output } from '../outputs/output.ts';
import { pageRenderer } from '../pages/page-renderer.ts';
import { replaceFolder } from './replace-folder.ts';
import type { ContentPaths } from '../paths.ts';
import { sitePolicy } from '../site/site-policy.ts';
import { siteData, siteHasSearch, type Site } from '../site/site.ts';
import { checkContentStage } from './1-check-content.ts';
import { generateTypesStage } from './2-generate-types.ts';
import { bundleClientStage } from './3-bundle-client.ts';
import { bundleServerStage, type ServerBundle } from './4-bundle-server.ts';
import { writeOutputsStage, type WrittenFile } from './5-write-outputs.ts';
import { searchIndexStage } from './6-search-index.ts';

export interface BuildOptions {
  paths: ContentPaths;
  outDir: string;
  /** What to make: every output by default. */
  outputs?: readonly Output[];
  /**
   * Bundles made once for many builds of different content (the fuzz suite): the client entry's
   * URL and the server renderer. Without them, stages 2–4 make them (and the client's assets), or
   * take those an earlier build made of the same code (bundle-cache.ts).
   */
  bundles?: { entry: string; server: ServerBundle };
  /** The site, checked already (stage 1) by the caller, and how long that took. */
  checked?: { site: Site; milliseconds: number };
}

export interface BuiltSite {
  site: Site;
  files: WrittenFile[];
  /** Milliseconds each stage took, in order. */
  stages: [stage: string, milliseconds: number][];
}

/** Builds the site; undefined when its content has errors (they are printed, and nothing is built). */
export async function buildSite({ paths, outDir, outputs = ALL_OUTPUTS, bundles, checked }: BuildOptions): Promise<BuiltSite | undefined> {
  const stages: BuiltSite['stages'] = [];
  const timed = async <T>(stage: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    stages.push([stage, performance.now() - started]);
    return result;
  };
  if (checked) stages.push(['check content', checked.milliseconds]);
  const site = checked?.site ?? (await timed('check content', () => checkContentStage(paths)));
  if (!site) return undefined;
  const staging = path.join(path.dirname(path.resolve(outDir)), `.${path.basename(outDir)}-partial`);
  try {
    if (!bundles) await timed('types', () => generateTypesStage(paths));
    const entry = bundles?.entry ?? (await timed('client bundle', () => bundleClientStage(staging, outDir)));
    const server = bundles?.server ?? (await timed('server bundle', () => bundleServerStage()));
    const pages = pageRenderer({ render: () => server.render, site: siteData(site), entry, policy: sitePolicy(site), analytics: site.analytics });
    const files = await timed('outputs', () => writeOutputsStage(outputs, { site, pages }, staging));
    // The index reads the pages as written; a build of other outputs alone (no page) makes none.
    if (siteHasSearch(site) && files.some((file) => file.output === 'pages')) {
      files.push(...(await timed('search index', () => searchIndexStage(files, staging))));
    }
    replaceFolder(outDir, staging);
    return { site, files, stages };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
