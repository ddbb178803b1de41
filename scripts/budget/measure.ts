/** Gzipped first-load bytes of a built page, as a static host would serve them, by chunk and by package. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ChunkReport } from './bundle-report.ts';
import { packageOf, pageChunks } from './chunk-graph.ts';
import { EAGER_STRATEGIES, firstLoad } from './first-load.ts';
import { isServerOnly } from './server-only.ts';

type Sizes = [name: string, gzipBytes: number][];

/** The JavaScript a page loads first: the same for every page that hydrates the same islands in the same language. */
interface Scripts {
  /** Each chunk, as `/assets/…js`, with its gzipped size. */
  rows: Sizes;
  js: number;
  /** Estimated gzipped bytes by package (each chunk's size shared by its modules' size). */
  byPackage: Sizes;
  /** The same by module, for the site's own code. */
  appModules: Sizes;
  missing: string[];
}

export interface FirstLoadWeight extends Omit<Scripts, 'rows'> {
  /** The document, its scripts, then its stylesheets, icons, eager images and web fonts. */
  rows: Sizes;
  total: number;
  /** Islands hydrated without interaction, and those that wait to be scrolled near. */
  eagerIslands: string[];
  lazyIslands: string[];
  inlineCss: boolean;
  stylesheets: string[];
  /** Modules that must stay on the server but are in a client chunk (of the whole build, not only this page's). */
  serverOnlyInClient: string[];
}

export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 6 }).length;

/**
 * A build's files, each measured once however many pages load it, and the scripts of each set
 * of islands worked out once: what measuring every page of a site with 1,000 projects needs.
 */
export interface BuildFiles {
  dist: string;
  chunks: readonly ChunkReport[];
  /** A file's size as served (text gzipped, images as they are), by its path in the build (`/assets/a.js` or `assets/a.js`); undefined when it is missing. */
  size: (file: string) => number | undefined;
  /** The scripts of a page whose islands are `present`, of which `islands` hydrate without an interaction. */
  scripts: (
    entry: string | undefined,
    islands: readonly string[],
    language: string | undefined,
    ownWords: boolean,
    present?: readonly string[],
  ) => Scripts;
  /** The web font files a stylesheet of the build declares. */
  fontsOf: (stylesheet: string) => string[];
  serverOnlyInClient: () => string[];
}

/** The web font files a page's CSS declares (`src: url(/assets/fonts/….woff2)`): a visitor gets those its text needs, almost always all. */
const declaredFonts = (css: string) => [...css.matchAll(/url\(["']?(\/[^)"']+\.woff2)["']?\)/g)].map((match) => match[1] ?? '');

export function buildFiles(dist: string, chunks: readonly ChunkReport[]): BuildFiles {
  const sizes = new Map<string, number | undefined>();
  const size = (url: string) => {
    const file = url.replace(/^\/+/, '');
    if (!sizes.has(file)) {
      const full = path.join(dist, file);
      const exists = fs.existsSync(full) && fs.statSync(full).isFile();
      sizes.set(file, !exists ? undefined : /\.(js|svg|css)$/.test(file) ? gzipSize(fs.readFileSync(full)) : fs.statSync(full).size);
    }
    return sizes.get(file);
  };
  const scripts = new Map<string, Scripts>();
  const fonts = new Map<string, string[]>();
  let serverOnly: string[] | undefined;
  const files: BuildFiles = {
    dist,
    chunks,
    size,
    scripts: (entry, islands, language, ownWords, present = []) => {
      const key = [entry, language, String(ownWords), ...islands, '|', ...new Set(present)].join('\0');
      const known = scripts.get(key) ?? measureScripts(files, entry, islands, language, ownWords, present);
      scripts.set(key, known);
      return known;
    },
    fontsOf: (stylesheet) => {
      const file = path.join(dist, new URL(stylesheet, 'https://site.invalid').pathname);
      if (!fonts.has(file)) fonts.set(file, fs.existsSync(file) ? declaredFonts(fs.readFileSync(file, 'utf8')) : []);
      return fonts.get(file) ?? [];
    },
    serverOnlyInClient: () =>
      (serverOnly ??= chunks.flatMap((c) =>
        Object.keys(c.modules)
          .filter(isServerOnly)
          .map((m) => `${m} (in ${c.file})`),
      )),
  };
  return files;
}

function measureScripts(
  build: BuildFiles,
  entry: string | undefined,
  islands: readonly string[],
  language: string | undefined,
  ownWords: boolean,
  present: readonly string[],
): Scripts {
  const entryFile = entry?.replace(/^\//, '');
  const { files, missing } = entryFile
    ? pageChunks(build.chunks, entryFile, islands, language, ownWords, present)
    : { files: [], missing: ['the boot script’s data-entry'] };
  const rows: Sizes = [];
  const packages = new Map<string, number>();
  const appModules: Sizes = [];
  for (const file of files) {
    const size = build.size(file);
    if (size === undefined) {
      missing.push(file);
      continue;
    }
    rows.push([`/${file}`, size]);
    const modules = Object.entries(build.chunks.find((c) => c.file === file)?.modules ?? {});
    const raw = modules.reduce((sum, [, n]) => sum + n, 0) || 1;
    for (const [module, n] of modules) {
      packages.set(packageOf(module), (packages.get(packageOf(module)) ?? 0) + (size * n) / raw);
      if (module.startsWith('src/')) appModules.push([module, Math.round((size * n) / raw)]);
    }
  }
  return {
    rows,
    js: rows.reduce((sum, [, size]) => sum + size, 0),
    byPackage: [...packages].map(([pkg, n]): [string, number] => [pkg, Math.round(n)]).sort((a, b) => b[1] - a[1]),
    appModules: appModules.sort((a, b) => b[1] - a[1]),
    missing,
  };
}

/** The first load of the page whose HTML is `html` (the file `page` of the build). */
export function firstLoadWeight(html: string, page: string, build: BuildFiles): FirstLoadWeight {
  const load = firstLoad(html);
  const eagerIslands = load.islands.filter((i) => EAGER_STRATEGIES.includes(i.hydrate)).map((i) => i.name);
  const lazyIslands = load.islands.filter((i) => !EAGER_STRATEGIES.includes(i.hydrate)).map((i) => i.name);
  const scripts = build.scripts(
    load.entry,
    [...new Set(eagerIslands)],
    load.language,
    load.ownWords,
    load.islands.map((i) => i.name),
  );
  const rows: Sizes = [[page, gzipSize(html)], ...scripts.rows];
  const missing = [...scripts.missing];
  const sheets = [...load.stylesheets, ...(load.laterStylesheet ? [load.laterStylesheet] : [])];
  // Its web fonts, declared in its stylesheet, or in the page itself when it has none (they come after the first paint either way).
  const fonts = new Set([...sheets.flatMap(build.fontsOf), ...declaredFonts(html)]);
  for (const url of [...sheets, ...load.images, ...fonts]) {
    const size = build.size(new URL(url, 'https://site.invalid').pathname);
    if (size === undefined) missing.push(url);
    else rows.push([url, size]);
  }
  return {
    ...scripts,
    rows,
    total: rows.reduce((sum, [, size]) => sum + size, 0),
    missing,
    eagerIslands,
    lazyIslands,
    inlineCss: load.inlineCss,
    stylesheets: load.stylesheets,
    serverOnlyInClient: build.serverOnlyInClient(),
  };
}

export function measureFirstLoad(
  dist: string,
  chunks: readonly ChunkReport[],
  page = 'index.html',
  build = buildFiles(dist, chunks),
): FirstLoadWeight {
  return firstLoadWeight(fs.readFileSync(path.join(dist, page), 'utf8'), page, build);
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
