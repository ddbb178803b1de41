/**
 * A site built once per look (showcase-looks.ts): a copy of its content with site.yaml's `theme`
 * replaced, built with the browser's code and the server renderer bundled once for all of them (the
 * code does not depend on the content), into `<out>/<look>/`. Only what a page needs to show is
 * made: the pages, the site's files, images, fonts, icons and manifest; no share card, CV or host file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../build/build-site.ts';
import { sharedBundles } from '../build/shared-bundles.ts';
import fonts from '../outputs/fonts.ts';
import icons from '../outputs/icons.ts';
import images from '../outputs/images.ts';
import pages from '../outputs/pages.ts';
import publicFiles from '../outputs/public-files.ts';
import webManifest from '../outputs/site.webmanifest.ts';
import { contentPaths } from '../paths.ts';
import { setTheme, type ShowcaseLook } from './showcase-looks.ts';

const PAGE_OUTPUTS = [pages, publicFiles, images, fonts, icons, webManifest];

/** A copy of `siteRoot`'s content/ and public/ whose site.yaml has `look`'s theme instead of its own. */
function themedCopy(siteRoot: string, look: ShowcaseLook, root: string): void {
  fs.rmSync(root, { recursive: true, force: true });
  for (const folder of ['content', 'public']) fs.cpSync(path.join(siteRoot, folder), path.join(root, folder), { recursive: true });
  setTheme(path.join(root, 'content', 'site.yaml'), look.theme);
}

/** Builds `siteRoot` in each look; returns each look's folder. Throws when the content has problems (they are printed). */
export async function buildLooks(siteRoot: string, looks: readonly ShowcaseLook[], out: string): Promise<Map<string, string>> {
  const bundles = await sharedBundles(out, contentPaths(siteRoot));
  const built = new Map<string, string>();
  for (const look of looks) {
    const root = path.join(out, '.sites', look.name);
    themedCopy(siteRoot, look, root);
    const dist = path.join(out, look.name);
    const site = await buildSite({ paths: contentPaths(root), outDir: dist, outputs: PAGE_OUTPUTS, bundles });
    if (!site) throw new Error(`${siteRoot} in the ${look.name} look has problems (above)`);
    bundles.addTo(dist);
    built.set(look.name, dist);
  }
  return built;
}
