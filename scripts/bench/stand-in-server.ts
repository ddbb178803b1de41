/**
 * The analytics provider, on this machine, for the benchmark (which has no network): one HTTPS
 * server, with a throw-away certificate, that answers for the provider's hosts as the provider
 * does — its script's address with the stand-in script (scripts/analytics/provider-stand-ins.ts),
 * the address it sends to with 202 — and counts what arrives. The browser reaches it at the
 * provider's real addresses (chromiumFlags), so the page runs under its real security policy.
 */
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { AnalyticsScript } from '../analytics/analytics-script.ts';
import { providerRequest, readHit, STAND_IN_SCRIPTS } from '../analytics/provider-stand-ins.ts';
import { selfSignedCertificate } from './stand-in-server-certificate.ts';

export interface StandInCounts {
  /** The provider's script served. */
  scripts: number;
  pageviews: number;
  events: number;
  /** Requests it could not read as a hit, or for an address the provider does not have. */
  refused: string[];
}

export interface StandInServer {
  port: number;
  /** The hosts it answers for: the script's and the one it sends to. */
  hosts: string[];
  counts: () => StandInCounts;
  close: () => Promise<void>;
}

// What the providers answer a page on another origin with (a script's fetch reads it; sendBeacon does not care).
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': 'Content-Type' };

export async function startStandInServer(script: AnalyticsScript): Promise<StandInServer> {
  const hosts = [...new Set([script.src, ...Object.values(script.sources).flat()].map((address) => new URL(address).hostname))];
  const code = STAND_IN_SCRIPTS[script.provider];
  const counts: StandInCounts = { scripts: 0, pageviews: 0, events: 0, refused: [] };

  const answer = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = `https://${req.headers.host ?? ''}${req.url ?? '/'}`;
    const request = providerRequest(script, url);
    if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end();
    if (req.method === 'GET' && request === 'script') {
      counts.scripts++;
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const headers = { 'Content-Type': 'application/javascript', 'Cache-Control': 'public, max-age=86400', ...CORS };
      return res.writeHead(200, gzip ? { ...headers, 'Content-Encoding': 'gzip' } : headers).end(gzip ? zlib.gzipSync(code) : code);
    }
    if (req.method === 'POST' && request === 'hit') {
      try {
        const hit = readHit(script.provider, url, body);
        if (hit.kind === 'pageview') counts.pageviews++;
        else counts.events++;
        return res.writeHead(202, CORS).end('ok');
      } catch (error) {
        counts.refused.push(`${req.method} ${url}: ${error instanceof Error ? error.message : String(error)}`);
        return res.writeHead(400, CORS).end();
      }
    }
    counts.refused.push(`${req.method ?? ''} ${url}`);
    return res.writeHead(404, CORS).end();
  };

  const server = https.createServer(selfSignedCertificate(hosts), (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => answer(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hosts,
    counts: () => ({ ...counts, refused: [...counts.refused] }),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * What Chromium needs to reach the stand-in at the provider's own addresses, and the site at its
 * own host name (served on this machine at `http://<siteHost>:<port>`), where the loader runs.
 */
export function chromiumFlags(server: Pick<StandInServer, 'hosts' | 'port'>, siteHost: string): string[] {
  const rules = [...server.hosts.map((host) => `MAP ${host}:443 127.0.0.1:${server.port}`), `MAP ${siteHost} 127.0.0.1`];
  return [`--host-resolver-rules=${rules.join(', ')}`, '--ignore-certificate-errors'];
}
