import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../security-headers.ts';
import { startStaticServer } from '../static-server.ts';
import { headerBytes, responseHeaders } from './response-headers.ts';

const HEADERS_FILE = [
  '/*',
  "  Content-Security-Policy: default-src 'self'",
  '  X-Frame-Options: DENY',
  '',
  '/work/',
  '  Link: </a.svg>; rel=preload; as=image',
  '',
].join('\n');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'response-headers-'));
fs.writeFileSync(path.join(dist, '_headers'), HEADERS_FILE);
fs.mkdirSync(path.join(dist, 'work'));
fs.writeFileSync(path.join(dist, 'work', 'index.html'), `<!doctype html><title>Work</title>${'<p>text</p>'.repeat(50)}`);
fs.writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Not found</title>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** The bytes of a real response's status line and headers, as they came over the wire, and of its body. */
function fetchRaw(url: string): Promise<{ status: number; headers: number; body: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let body = 0;
        res.on('data', (chunk: Buffer) => (body += chunk.length));
        res.on('end', () => {
          const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
          for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
          resolve({ status: res.statusCode ?? 0, headers: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`), body });
        });
      })
      .on('error', reject);
  });
}

describe('responseHeaders', () => {
  const rules = parseHeadersFile(HEADERS_FILE);

  it('gives a page its type, the headers of every rule its address matches, and gzip’s', () => {
    expect(responseHeaders(rules, '/work/', 'work/index.html', true)).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': "default-src 'self'",
      'X-Frame-Options': 'DENY',
      Link: '</a.svg>; rel=preload; as=image',
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
    });
    expect(responseHeaders(rules, '/a.png', 'a.png', true)).not.toHaveProperty('Content-Encoding');
  });

  it('lets a later rule detach a header before it sets its own, as Cloudflare Pages does', () => {
    const own = parseHeadersFile(`${HEADERS_FILE}/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: script-src 'self'\n`);
    expect(responseHeaders(own, '/admin/', 'admin/index.html', false)).toMatchObject({
      'Content-Security-Policy': "script-src 'self'",
      'X-Frame-Options': 'DENY',
    });
    expect(responseHeaders(own, '/admin/cms.wasm', 'admin/cms.wasm', false)['Content-Type']).toBe('application/wasm');
    expect(responseHeaders(own, '/work/', 'work/index.html', false)['Content-Security-Policy']).toBe("default-src 'self'");
  });

  it('counts exactly the bytes the static server sends before a page and before the 404 page', async () => {
    const server = await startStaticServer(dist);
    try {
      for (const [url, file, status] of [
        ['/work/', 'work/index.html', 200],
        ['/nope/', '404.html', 404],
      ] as const) {
        const sent = await fetchRaw(server.url + url);
        expect(sent.status).toBe(status);
        expect(headerBytes(status, responseHeaders(rules, url, file, true), sent.body)).toBe(sent.headers);
      }
    } finally {
      await server.close();
    }
  });
});
