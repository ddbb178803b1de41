/**
 * The sites the browser tests need besides the sample, each a copy of the sample site with a
 * change. The setup (global-setup.ts) builds every one with `npm run build` before any test file
 * starts, into `<madeSitesDir>/<name>/`, and serves it beside the sample under its name
 * (`siteUrl(path, name)`). A build has no place in a test file's beforeAll: there it ran beside
 * the other worker's tests, and whether it ended within the hook's timeout depended on their load.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir } from '../../../scripts/paths.ts';
import { fixturesDir, singleLanguage } from '../../support/content-fixture.ts';
import { sampleSiteRoot } from '../../support/sample-site.ts';
import { layShapedSite } from '../../support/shaped-site.ts';
import { addAnalytics, ANALYTICS_PROVIDERS, analyticsSiteName } from './analytics-sites.ts';
import { commitLastGoodFacts } from './github-sites.ts';
import { addPhotos } from './photos-site.ts';
import { addSeries } from './series-site.ts';

/** Changes a copy of the sample site's content/ and public/ at `root`. */
type Change = (root: string) => void | Promise<void>;

export const MADE_SITES: Readonly<Record<string, Change>> = {
  // The owner's own page shape, made with YAML alone (test/fixtures/shaped-site/).
  shaped: layShapedSite,
  ...Object.fromEntries(ANALYTICS_PROVIDERS.map((provider) => [analyticsSiteName(provider), (root: string) => addAnalytics(root, provider)])),
  // Real photos (photos-site.ts), and search turned off though the site has posts (search.test.ts).
  photos: async (root) => {
    await addPhotos(root);
    fs.appendFileSync(path.join(root, 'content', 'site.yaml'), '\nsearch: false\n');
  },
  // Three posts in a series, one of them translated (series-site.ts).
  series: addSeries,
  // A project with no images, on a single-language site (a fixture is one: see content-fixture.ts).
  'no-images': (root) => {
    singleLanguage(path.join(root, 'content'));
    fs.copyFileSync(path.join(fixturesDir, 'no-images', 'projects.yaml'), path.join(root, 'content', 'projects.yaml'));
  },
  // The sample as it is, its facts from the GitHub stand-in (github-sites.ts); then with the stand-in down.
  github: () => undefined,
  'github-down': commitLastGoodFacts,
};

/** Where they are built: each in the folder of its name, served by that name. */
export const madeSitesDir = path.join(cacheDir, 'browser-sites', 'dist');

/** A made site's built files (its dist/). */
export const madeSiteDist = (name: string) => path.join(madeSitesDir, name);

/** Copies the sample site and makes the change; returns the copy's folder, for `npm run build -- --site`. */
export async function makeSite(name: string): Promise<string> {
  const change = MADE_SITES[name];
  if (!change) throw new Error(`no made site ${name}: there are ${Object.keys(MADE_SITES).join(', ')}`);
  const root = path.join(cacheDir, 'browser-sites', 'sources', name);
  fs.rmSync(root, { recursive: true, force: true });
  for (const folder of ['content', 'public']) fs.cpSync(path.join(sampleSiteRoot, folder), path.join(root, folder), { recursive: true });
  await change(root);
  return root;
}
