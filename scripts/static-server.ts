/**
 * Serves dist/ the way a static host does: the file when it exists (index.html for a folder),
 * otherwise the nearest 404.html (a language's own, e.g. fr/404.html) with status 404, with the headers of dist/_headers (as Netlify and
 * Cloudflare Pages apply them). Gzip when the client accepts it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseHeadersFile } from './security-headers.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};
const compressible = /\.(html|js|css|json|svg|txt|xml|webmanifest)$/;

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

function resolveFile(dir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
  const file = path.join(dir, path.normalize(decoded));
  if (!file.startsWith(dir)) return undefined;
  const candidates = [file, path.join(file, 'index.html'), `${file}.html`];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

/** The nearest 404.html up the path's folders (`/fr/x` → dist/fr/404.html, else dist/404.html), as Cloudflare Pages answers. */
function notFoundPage(root: string, urlPath: string): string {
  const segments = urlPath.split('/').filter(Boolean).slice(0, -1);
  for (let depth = segments.length; depth > 0; depth--) {
    const candidate = path.join(root, ...segments.slice(0, depth).map((s) => s.replace(/[^A-Za-z0-9_-]/g, '')), '404.html');
    if (candidate.startsWith(root) && fs.existsSync(candidate)) return candidate;
  }
  return path.join(root, '404.html');
}

export function startStaticServer(dir: string, port = 0, host = '127.0.0.1'): Promise<StaticServer> {
  const root = path.resolve(dir);
  const headersPath = path.join(root, '_headers');
  const rules = fs.existsSync(headersPath) ? parseHeadersFile(fs.readFileSync(headersPath, 'utf8')) : [];
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const found = resolveFile(root, req.url ?? '/');
    const file = found ?? notFoundPage(root, (req.url ?? '/').split('?')[0] ?? '/');
    const status = found ? 200 : 404;
    const ext = path.extname(file);
    const headers: Record<string, string> = { 'Content-Type': types[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' };
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    for (const rule of rules) if (rule.pattern.test(urlPath)) Object.assign(headers, rule.headers);
    let body: Buffer = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.from('Not found');
    if (compressible.test(file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actual}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
