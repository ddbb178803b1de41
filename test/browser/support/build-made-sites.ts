/**
 * Run by global-setup.ts in a process of its own: makes and builds every site of made-sites.ts, one
 * after another, each as `npm run build` builds it but with the code bundled once for all of them
 * (scripts/build/shared-bundles.ts, as `npm run looks` does). A build of its own each was seven
 * bundles of the same code, and seven processes loading the build. Prints each site's problems and
 * exits 1 when one does not build.
 */
import path from 'node:path';

// The sites are built for production, as `npm run build` builds them, before React is loaded.
process.env.NODE_ENV = 'production';
const { checkContentStage } = await import('../../../scripts/build/1-check-content.ts');
const { buildSite } = await import('../../../scripts/build/build-site.ts');
const { sharedBundles } = await import('../../../scripts/build/shared-bundles.ts');
const { contentPaths } = await import('../../../scripts/paths.ts');
const { MADE_SITES, madeSiteDist, madeSitesDir, makeSite } = await import('./made-sites.ts');
const { githubSourceOf } = await import('./github-sites.ts');
const { sampleSiteRoot } = await import('../../support/sample-site.ts');

const names = Object.keys(MADE_SITES);
const failed: string[] = [];
const roots = new Map<string, string>();
for (const name of names) roots.set(name, await makeSite(name));
// The content's types come from the engine's schemas: the sample's paths name them as well as a copy's do.
const bundles = await sharedBundles(path.join(madeSitesDir, '..'), contentPaths(sampleSiteRoot));
for (const [name, root] of roots) {
  const paths = contentPaths(root);
  const started = performance.now();
  const site = await checkContentStage(paths, githubSourceOf(name));
  const checked = site && { site, milliseconds: performance.now() - started };
  const built =
    checked &&
    (await buildSite({ paths, outDir: madeSiteDist(name), bundles, checked }).catch((error: unknown) => {
      console.error(`✖ ${name}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }));
  if (built) bundles.addTo(madeSiteDist(name));
  else failed.push(name);
}
if (failed.length > 0) {
  console.error(`✖ not built: ${failed.join(', ')} (their problems above)`);
  process.exit(1);
}
console.log(`✔ built ${names.join(', ')}`);
