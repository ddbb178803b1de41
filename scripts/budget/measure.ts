/** Gzipped first-load bytes of a built page, as a static host would serve them. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstLoad } from './first-load.ts';

export interface FirstLoadWeight {
  rows: [name: string, gzipBytes: number][];
  js: number;
  total: number;
  inlineCss: boolean;
  stylesheets: string[];
  missing: string[];
}

const gzip = (data: Buffer | string) => zlib.gzipSync(data, { level: 6 }).length;

export function measureFirstLoad(dist: string, page = 'index.html'): FirstLoadWeight {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const load = firstLoad(html);
  const rows: FirstLoadWeight['rows'] = [[page, gzip(html)]];
  const missing: string[] = [];
  let js = 0;
  for (const url of [...load.scripts, ...load.stylesheets, ...load.images]) {
    const file = path.join(dist, new URL(url, 'https://site.invalid').pathname);
    if (!fs.existsSync(file)) {
      missing.push(url);
      continue;
    }
    // Text compresses on the wire; images are sent as they are.
    const size = /\.(svg|js|css|json|html)$/.test(file) ? gzip(fs.readFileSync(file)) : fs.statSync(file).size;
    if (load.scripts.includes(url)) js += size;
    rows.push([url, size]);
  }
  return { rows, js, total: rows.reduce((sum, [, size]) => sum + size, 0), inlineCss: load.inlineCss, stylesheets: load.stylesheets, missing };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
