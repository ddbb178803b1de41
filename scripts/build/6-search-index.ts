/**
 * Build stage 6, for a site with search (src/lib/site-search.ts): Pagefind indexes the pages
 * stage 5 wrote (scripts/search/search-index.ts) and its files go into /pagefind/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageAddress, searchIndex } from '../search/search-index.ts';
import type { WrittenFile } from './5-write-outputs.ts';

export async function searchIndexStage(written: readonly WrittenFile[], outDir: string): Promise<WrittenFile[]> {
  const started = performance.now();
  const pages = written.flatMap(({ path: file, output }) => {
    const url = output === 'pages' ? pageAddress(file) : undefined;
    return url === undefined ? [] : [{ url, html: fs.readFileSync(path.join(outDir, file), 'utf8') }];
  });
  const files = await searchIndex(pages);
  const milliseconds = performance.now() - started;
  return files.map(({ path: file, content }) => {
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    return { path: file, output: 'search index', bytes: content.byteLength, milliseconds };
  });
}
