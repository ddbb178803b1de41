/**
 * Every page a build wrote, weighed as a visitor's first load of it: the document and the
 * headers it comes with, its first screen (scripts/site/first-screen.ts), its JavaScript and everything it loads first, gzipped
 * as a static host serves them. Each page is read and gzipped once; every other file of the
 * build, and the scripts of each set of islands, once for all pages (scripts/budget/measure.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtPages, type BuiltPage } from '../site/built-pages.ts';
import type { ChunkReport } from './bundle-report.ts';
import { firstScreen } from '../site/first-screen.ts';
import { headerBytes, responseHeaders, type HeaderRules } from '../site/response-headers.ts';
import { parseHeadersFile } from '../security-headers.ts';
import { buildFiles, firstLoadWeight, gzipSize, type BuildFiles, type FirstLoadWeight } from './measure.ts';

export interface PageWeight {
  page: BuiltPage;
  /** The document, gzipped. */
  document: number;
  /** The response's status line and headers, as a host sends them with the document (scripts/site/response-headers.ts). */
  headers: number;
  /** The document up to the end of its first screen, gzipped, and what ends it; undefined when the page lacks that element. */
  firstScreen: { what: string; bytes: number } | undefined;
  /** Its first load: its JavaScript (`js`), everything (`total`), missing files, stylesheets. */
  load: FirstLoadWeight;
}

function weighPage(html: string, page: BuiltPage, build: BuildFiles, rules: HeaderRules): PageWeight {
  const load = firstLoadWeight(html, page.file, build);
  const document = load.rows[0]?.[1] ?? gzipSize(html);
  const screen = firstScreen(html, page.kind);
  const status = page.kind === '404' ? 404 : 200;
  return {
    page,
    document,
    headers: headerBytes(status, responseHeaders(rules, page.url, page.file, true), document),
    firstScreen: screen && { what: screen.what, bytes: screen.end >= html.length ? document : gzipSize(html.slice(0, screen.end)) },
    load,
  };
}

/** Every page of the build in `dist` (in builtPages' order), weighed. */
export function weighPages(dist: string, chunks: readonly ChunkReport[], pages: readonly BuiltPage[] = builtPages(dist)): PageWeight[] {
  const build = buildFiles(dist, chunks);
  const headersFile = path.join(dist, '_headers');
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  return pages.map((page) => weighPage(fs.readFileSync(path.join(dist, page.file), 'utf8'), page, build, rules));
}
