/**
 * The browser's code and the server renderer, bundled once for several builds of different
 * content (`npm run looks`, the browser tests' sites): the code does not depend on the content, so
 * each site built with them is the one `npm run build` makes, without bundling it again (stages
 * 2–4, about half of a warm build's CPU).
 */
import fs from 'node:fs';
import path from 'node:path';
import { bundleReportFile } from '../budget/bundle-report.ts';
import type { ContentPaths } from '../paths.ts';
import { generateTypesStage } from './2-generate-types.ts';
import { bundleClientStage } from './3-bundle-client.ts';
import { bundleServerStage, type ServerBundle } from './4-bundle-server.ts';

export interface SharedBundles {
  /** The client entry's URL, for buildSite's `bundles`. */
  entry: string;
  server: ServerBundle;
  /** Puts the browser's code, and its chunk report for `npm run budget`, into a site built with these. */
  addTo: (dist: string) => void;
}

/** Bundles into `workDir` (its `.client/`; the server's is kept in the cache folder); `paths`: a site whose schemas give the content's types. */
export async function sharedBundles(workDir: string, paths: ContentPaths): Promise<SharedBundles> {
  // The bundles need the content's types (src/content/, generated and git-ignored), as a build's do.
  await generateTypesStage(paths);
  const client = path.join(workDir, '.client');
  const entry = await bundleClientStage(client);
  const server = await bundleServerStage();
  return {
    entry,
    server,
    addTo: (dist) => {
      fs.cpSync(path.join(client, 'assets'), path.join(dist, 'assets'), { recursive: true });
      fs.mkdirSync(path.dirname(bundleReportFile(dist)), { recursive: true });
      fs.copyFileSync(bundleReportFile(client), bundleReportFile(dist));
    },
  };
}
