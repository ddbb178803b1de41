import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsScript } from '../analytics/analytics-script.ts';
import { STAND_IN_SCRIPTS } from '../analytics/provider-stand-ins.ts';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import { escapeHtml } from '../pages/escape-html.ts';
import { contentSecurityPolicy } from '../security-headers.ts';
import { benchSettings } from './analytics-site.ts';
import { chromiumFlags, startStandInServer, type StandInServer } from './stand-in-server.ts';

const SITE = 'https://portfolio.example.com';
const plausible = analyticsScript(benchSettings('plausible', 'portfolio.example.com'), SITE);
const umami = analyticsScript(benchSettings('umami', 'portfolio.example.com'), SITE);

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

async function standIn(script = plausible): Promise<StandInServer> {
  if (!script) throw new Error('no analytics script');
  const server = await startStandInServer(script);
  closing.push(server.close);
  return server;
}

/** A request to the stand-in as the browser makes it: to the provider's host, on this machine. */
function request(server: StandInServer, method: string, address: string, body = '', headers: Record<string, string> = {}) {
  const url = new URL(address);
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    https
      .request(
        {
          host: '127.0.0.1',
          port: server.port,
          servername: url.hostname,
          rejectUnauthorized: false,
          method,
          path: url.pathname + url.search,
          headers: { host: url.hostname, ...headers },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
        },
      )
      .on('error', reject)
      .end(body);
  });
}

describe('startStandInServer', () => {
  it('answers for the provider’s hosts: its script, and 202 to what the script sends, counted as the provider reads it', async () => {
    const server = await standIn();
    expect(server.hosts).toEqual(['plausible.io']);
    const script = await request(server, 'GET', 'https://plausible.io/js/script.js');
    expect(script).toMatchObject({ status: 200, body: STAND_IN_SCRIPTS.plausible });
    const pageview = await request(server, 'POST', 'https://plausible.io/api/event', JSON.stringify({ n: 'pageview', u: `${SITE}/` }));
    expect(pageview.status).toBe(202);
    expect(pageview.headers['access-control-allow-origin']).toBe('*');
    await request(server, 'POST', 'https://plausible.io/api/event', JSON.stringify({ n: 'CV downloaded', u: `${SITE}/`, p: { language: 'en' } }));
    expect((await request(server, 'POST', 'https://plausible.io/api/other', '{}')).status).toBe(404);
    expect((await request(server, 'POST', 'https://plausible.io/api/event', 'not json')).status).toBe(400);
    const counts = server.counts();
    expect(counts).toMatchObject({ scripts: 1, pageviews: 1, events: 1 });
    expect(counts.refused).toEqual([
      'POST https://plausible.io/api/other',
      expect.stringMatching(/^POST https:\/\/plausible\.io\/api\/event: .*JSON/) as string,
    ]);
  });

  it('answers the preflight of a script that sends JSON, on the collector’s own host', async () => {
    const server = await standIn(umami);
    expect(server.hosts).toEqual(['cloud.umami.is', 'gateway.umami.is']);
    const preflight = await request(server, 'OPTIONS', 'https://gateway.umami.is/api/send');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toBe('Content-Type');
    const hit = JSON.stringify({ type: 'event', payload: { url: '/', website: 'x' } });
    expect((await request(server, 'POST', 'https://gateway.umami.is/api/send', hit)).status).toBe(202);
    expect(server.counts()).toMatchObject({ scripts: 0, pageviews: 1, events: 0, refused: [] });
  });

  it('serves the script gzipped to a browser that accepts it', async () => {
    const server = await standIn();
    const script = await request(server, 'GET', 'https://plausible.io/js/script.js', '', { 'accept-encoding': 'gzip, br' });
    expect(script.headers['content-encoding']).toBe('gzip');
  });
});

describe('chromiumFlags', () => {
  it('maps each provider host’s HTTPS port to the stand-in, and the site’s host to this machine', () => {
    expect(chromiumFlags({ hosts: ['cloud.umami.is', 'gateway.umami.is'], port: 4443 }, 'portfolio.example.com')).toEqual([
      '--host-resolver-rules=MAP cloud.umami.is:443 127.0.0.1:4443, MAP gateway.umami.is:443 127.0.0.1:4443, MAP portfolio.example.com 127.0.0.1',
      '--ignore-certificate-errors',
    ]);
  });

  it('lets a page at the site’s host load the provider’s script from the stand-in, under the real policy, and count the page view', async () => {
    if (!plausible) throw new Error('no analytics script');
    const server = await standIn();
    const policy = contentSecurityPolicy({ emailOrigin: 'https://api.emailjs.com', analytics: plausible.sources });
    // The provider's tag as the loader adds it (src/analytics/load-provider.ts), here from the start.
    const tag = Object.entries({ ...plausible.attributes, src: plausible.src }).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
    const html = `<!doctype html><html lang="en"><head><title>Portfolio</title><script defer${tag.join('')}></script></head><body><p>Hello</p></body></html>`;
    const site = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': policy }).end(html));
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    closing.push(() => new Promise((done) => site.close(() => done())));
    const browser = await chromium.launch({
      executablePath: findChromium(),
      args: [...CHROMIUM_ARGS, ...chromiumFlags(server, 'portfolio.example.com')],
    });
    closing.push(() => browser.close());
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => violations.push(message.text()));
    await page.goto(`http://portfolio.example.com:${(site.address() as AddressInfo).port}/`);
    await expect.poll(() => server.counts().pageviews, { timeout: 10_000 }).toBe(1);
    expect(server.counts()).toMatchObject({ scripts: 1, refused: [] });
    expect(await page.evaluate(() => typeof (window as { plausible?: unknown }).plausible)).toBe('function');
    expect(violations).toEqual([]);
  }, 30_000);
});
