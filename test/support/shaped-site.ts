/**
 * The shaped site (test/fixtures/shaped-site/): the sample site with the owner's own page shape
 * laid over it, made with YAML alone. Assembled in the cache, since it is the sample's files and
 * its own together, and built by the browser tests' setup beside the sample.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, repoRoot } from '../../scripts/paths.ts';
import { sampleSiteRoot } from './sample-site.ts';

const overlay = path.join(repoRoot, 'test', 'fixtures', 'shaped-site');
/** Where the site is assembled: the sample's content/ and public/, with the overlay's files over them. */
export const shapedSiteRoot = path.join(cacheDir, 'shaped-site', 'site');
/** Its built site, served beside the sample as `shaped` (siteUrl(path, 'shaped')). */
export const shapedDist = path.join(cacheDir, 'shaped-site', 'dist', 'shaped');

export function assembleShapedSite(): string {
  fs.rmSync(shapedSiteRoot, { recursive: true, force: true });
  for (const dir of ['content', 'public']) fs.cpSync(path.join(sampleSiteRoot, dir), path.join(shapedSiteRoot, dir), { recursive: true });
  fs.cpSync(path.join(overlay, 'content'), path.join(shapedSiteRoot, 'content'), { recursive: true });
  return shapedSiteRoot;
}
