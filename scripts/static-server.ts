/**
 * Serves dist/ the way a static host does: the file when it exists (index.html for a folder),
 * otherwise the nearest 404.html (a language's own, e.g. fr/404.html) with status 404, with the
 * headers a host sends (site/response-headers.ts: dist/_headers' among them). Gzip when the client
 * accepts it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseHeadersFile } from './security-headers.ts';
import { COMPRESSIBLE, responseHeaders } from './site/response-headers.ts';

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
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    const gzip = COMPRESSIBLE.test(file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const headers = responseHeaders(rules, urlPath, file, gzip);
    let body: Buffer = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.from('Not found');
    if (gzip) body = zlib.gzipSync(body);
    res.writeHead(status, { ...headers, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actual}`,
        // Keep-alive connections a browser still holds would keep close() waiting: they end with it.
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
