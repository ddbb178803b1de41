/**
 * The headers a page of dist/ is served with, as a static host sends them: its type and cache
 * rule, the headers of every `_headers` rule its address matches, in order, each first detaching
 * what it names (Cloudflare Pages applies them so), and gzip's. The local static server sends
 * these; the budget counts their bytes, because they travel in the same first round trip as the
 * document.
 */
import path from 'node:path';
import type { parseHeadersFile } from '../security-headers.ts';

export type HeaderRules = ReturnType<typeof parseHeadersFile>;

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  // The editor's (/admin/): its config, and the WebP encoder it compiles as it streams in.
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** A file's content type, by its extension. */
export const contentType = (file: string): string => TYPES[path.extname(file)] ?? 'application/octet-stream';

/** Files a host compresses. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml|webmanifest|yml|wasm)$/;

/** The headers for `file`, asked for at `urlPath`, gzipped or not; without the length, which depends on the body. */
export function responseHeaders(rules: HeaderRules, urlPath: string, file: string, gzip: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': contentType(file), 'Cache-Control': 'no-cache' };
  for (const rule of rules.filter(({ pattern }) => pattern.test(urlPath))) {
    for (const name of rule.detach) delete headers[name];
    Object.assign(headers, rule.headers);
  }
  if (gzip && COMPRESSIBLE.test(file)) Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
  return headers;
}

/** What every server adds: `Date` (29 characters, always), and Node's keep-alive headers. */
const SERVER_HEADERS = { Date: 'Wed, 25 Nov 2026 12:00:00 GMT', Connection: 'keep-alive', 'Keep-Alive': 'timeout=5' };

/** The bytes of an HTTP/1.1 response's status line and headers for a body of `length` bytes (the blank line after them included). */
export function headerBytes(status: 200 | 404, headers: Readonly<Record<string, string>>, length: number): number {
  const statusLine = `HTTP/1.1 ${status} ${status === 200 ? 'OK' : 'Not Found'}`;
  const all = { ...headers, 'Content-Length': String(length), ...SERVER_HEADERS };
  return Buffer.byteLength(
    `${statusLine}\r\n${Object.entries(all)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );
}
