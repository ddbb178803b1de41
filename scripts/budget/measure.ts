/** Gzipped first-load bytes of a built page, as a static host would serve them, by chunk and by package. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ChunkReport } from './bundle-report.ts';
import { packageOf, pageChunks } from './chunk-graph.ts';
import { EAGER_STRATEGIES, firstLoad } from './first-load.ts';
import { isServerOnly } from './server-only.ts';

export interface FirstLoadWeight {
  rows: [name: string, gzipBytes: number][];
  js: number;
  total: number;
  /** Estimated gzipped bytes of first-load JavaScript by package (each chunk's size shared by its modules' size). */
  byPackage: [pkg: string, gzipBytes: number][];
  /** The same by module, for the site's own code. */
  appModules: [module: string, gzipBytes: number][];
  /** Islands hydrated without interaction, and those that wait to be scrolled near. */
  eagerIslands: string[];
  lazyIslands: string[];
  inlineCss: boolean;
  stylesheets: string[];
  missing: string[];
  /** Modules that must stay on the server but are in a client chunk. */
  serverOnlyInClient: string[];
}

export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 6 }).length;

export function measureFirstLoad(dist: string, chunks: readonly ChunkReport[], page = 'index.html'): FirstLoadWeight {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const load = firstLoad(html);
  const eagerIslands = load.islands.filter((i) => EAGER_STRATEGIES.includes(i.hydrate)).map((i) => i.name);
  const lazyIslands = load.islands.filter((i) => !EAGER_STRATEGIES.includes(i.hydrate)).map((i) => i.name);
  const rows: FirstLoadWeight['rows'] = [[page, gzipSize(html)]];
  const missing: string[] = [];
  const entryFile = load.entry?.replace(/^\//, '');
  const scripts = entryFile
    ? pageChunks(chunks, entryFile, [...new Set(eagerIslands)], load.language)
    : { files: [], missing: ['the boot script’s data-entry'] };
  missing.push(...scripts.missing);

  let js = 0;
  const packages = new Map<string, number>();
  const appModules: FirstLoadWeight['appModules'] = [];
  for (const file of scripts.files) {
    const full = path.join(dist, file);
    if (!fs.existsSync(full)) {
      missing.push(file);
      continue;
    }
    const size = gzipSize(fs.readFileSync(full));
    js += size;
    rows.push([`/${file}`, size]);
    const modules = Object.entries(chunks.find((c) => c.file === file)?.modules ?? {});
    const raw = modules.reduce((sum, [, n]) => sum + n, 0) || 1;
    for (const [module, n] of modules) {
      packages.set(packageOf(module), (packages.get(packageOf(module)) ?? 0) + (size * n) / raw);
      if (module.startsWith('src/')) appModules.push([module, Math.round((size * n) / raw)]);
    }
  }
  for (const url of [...load.stylesheets, ...load.images]) {
    const file = path.join(dist, new URL(url, 'https://site.invalid').pathname);
    if (!fs.existsSync(file)) missing.push(url);
    else rows.push([url, /\.(svg|css)$/.test(file) ? gzipSize(fs.readFileSync(file)) : fs.statSync(file).size]);
  }
  const serverOnlyInClient = chunks.flatMap((c) =>
    Object.keys(c.modules)
      .filter(isServerOnly)
      .map((m) => `${m} (in ${c.file})`),
  );
  return {
    rows,
    js,
    total: rows.reduce((sum, [, size]) => sum + size, 0),
    byPackage: [...packages].map(([pkg, n]): [string, number] => [pkg, Math.round(n)]).sort((a, b) => b[1] - a[1]),
    appModules: appModules.sort((a, b) => b[1] - a[1]),
    eagerIslands,
    lazyIslands,
    inlineCss: load.inlineCss,
    stylesheets: load.stylesheets,
    missing,
    serverOnlyInClient,
  };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Gzipped bytes of the document up to the end of the hero (`<section id="home">`): what the
 * browser needs to paint it. Within the first round trip of a connection (~14 kB) the hero
 * paints without waiting for the rest of the page. Undefined when the page has no hero.
 */
export function heroBytes(html: string): number | undefined {
  const start = html.indexOf('<section id="home"');
  const end = start < 0 ? -1 : html.indexOf('</section>', start);
  return end < 0 ? undefined : gzipSize(html.slice(0, end + '</section>'.length));
}

/** Every language's home page in a build: `index.html`, then `<language>/index.html`. */
export function homePages(dist: string): string[] {
  const others = fs
    .readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2,3}(-[A-Z]{2})?$/.test(entry.name) && fs.existsSync(path.join(dist, entry.name, 'index.html')))
    .map((entry) => `${entry.name}/index.html`);
  return ['index.html', ...others.sort()];
}
