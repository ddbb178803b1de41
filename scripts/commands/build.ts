/**
 * `npm run build`: checks the content (nothing is built when it has an error), then builds the
 * site into dist/ (scripts/build/). `--site <dir>` builds another site (its own content/ and
 * public/), `--out <dir>` writes elsewhere.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cacheDir, contentPaths, repoRoot } from '../paths.ts';

// The site is always built for production, even when called from a test runner (NODE_ENV=test);
// set before React is loaded (by the imports below), which picks its build from it.
process.env.NODE_ENV = 'production';

const { values } = parseArgs({ options: { site: { type: 'string' }, out: { type: 'string' } } });
const siteRoot = path.resolve(values.site ?? repoRoot);
const outDir = path.resolve(values.out ?? path.join(siteRoot, 'dist'));
const started = performance.now();
const unchanged = `Nothing was built: ${path.relative(process.cwd(), outDir) || '.'}/ is unchanged.`;

// The content first, with the check alone loaded: content with a problem is refused before the
// bundler and the renderers are (a second sooner, the time of an owner's fix-and-retry).
const { checkContentStage } = await import('../build/1-check-content.ts');
const paths = contentPaths(siteRoot);
const site = await checkContentStage(paths);
if (!site) {
  console.error(`\n${unchanged}`);
  process.exit(1);
}
const { buildSite } = await import('../build/build-site.ts');
const checked = { site, milliseconds: performance.now() - started };
const built = await buildSite({ paths, outDir, checked }).catch((error: unknown) => {
  // The content's problems were printed, located, by the check; what fails after it is said in one line, the stack only on request.
  console.error(`\n✖ The build stopped: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.DEBUG) console.error(error);
  else console.error('  (DEBUG=1 npm run build shows where in the code it stopped.)');
  return undefined;
});
if (!built) {
  console.error(`\n${unchanged}`);
  process.exit(1);
}

const count = (output: string, extension = '') => built.files.filter((file) => file.output === output && file.path.endsWith(extension)).length;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const languages = built.site.languages.length > 1 ? ` in ${built.site.languages.join(' and ')}` : '';
const made = [
  `${count('pages', '.html')} pages${languages}`,
  `${count('image variants')} image variants`,
  ...(count('web fonts') ? [`${count('web fonts')} web fonts`] : []),
  `${count('share cards') + count('icons')} share cards and icons`,
  `${count('JSON Resume') + count('PDF CVs')} CV files`,
  ...(count('feeds') ? [`${count('feeds')} feeds`] : []),
  'sitemap.xml, robots.txt, site.webmanifest, host headers',
  ...(count('editor') ? ['the editor at /admin/'] : []),
  ...(count('search index') ? ['the search index at /pagefind/'] : []),
];
console.log(`✔ built ${path.relative(process.cwd(), outDir) || '.'}/ (${made.join(', ')}) in ${seconds(performance.now() - started)}`);
console.log(`  ${built.stages.map(([stage, ms]) => `${stage} ${seconds(ms)}`).join(' · ')}`);
const { pruneCache, UNUSED_DAYS } = await import('../cache/prune-cache.ts');
const pruned = pruneCache(cacheDir);
if (pruned.files > 0) {
  const megabytes = (pruned.bytes / 1e6).toFixed(1);
  console.log(
    `  removed ${pruned.files} cached files (${megabytes} MB) no build has used for ${UNUSED_DAYS} days from ${path.relative(process.cwd(), cacheDir)}/`,
  );
}
// After a build only: a refused one's output is its problems alone (a CI log, GitHub's annotations).
const { isSampleContent, SAMPLE_NOTICE } = await import('../starter/find-traces.ts');
if (isSampleContent(paths.contentDir)) console.log(SAMPLE_NOTICE);
