/**
 * `npm run looks`: the site built in each showcase look (scripts/look/showcase-looks.ts), to see
 * what site.yaml's `theme` does with your own content, into node_modules/.cache/portfolio/looks/
 * (`--out <dir>` elsewhere, `--site <dir>` for another site). `--screenshots <dir>` also writes each
 * look's first screen in light and dark (the README's are made with
 * `npm run looks -- --site test/fixtures/sample-site --screenshots docs/looks`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cacheDir, repoRoot } from '../paths.ts';

// Built for production, as `npm run build` is, before React is loaded.
process.env.NODE_ENV = 'production';
const { buildLooks } = await import('../look/build-looks.ts');
const { screenshotLooks } = await import('../look/look-screenshots.ts');
const { SHOWCASE_LOOKS } = await import('../look/showcase-looks.ts');

const { values } = parseArgs({ options: { site: { type: 'string' }, out: { type: 'string' }, screenshots: { type: 'string' } } });
const siteRoot = path.resolve(values.site ?? repoRoot);
const out = path.resolve(values.out ?? path.join(cacheDir, 'looks'));

try {
  const dists = await buildLooks(siteRoot, SHOWCASE_LOOKS, out);
  for (const [name, dist] of dists) console.log(`✔ ${name}: ${path.relative(process.cwd(), dist)}/`);
  if (values.screenshots) {
    fs.mkdirSync(values.screenshots, { recursive: true });
    for (const file of await screenshotLooks(dists, values.screenshots)) console.log(`  ${path.relative(process.cwd(), file)}`);
  }
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
