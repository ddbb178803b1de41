import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsListing, analyticsTag } from './analytics-weight.ts';
import { buildFiles, firstLoadWeight, gzipSize } from './measure.ts';
import { scriptJson } from '../../src/lib/script-json.ts';
import { chunkMaker } from '../../test/support/chunk-report.ts';
import { tempBuilds } from '../../test/support/temp-build.ts';

const build = tempBuilds('analytics-weight-');
const SCRIPT = `(function(){var d=document.currentScript.dataset;${'fetch("/api/event",{method:"POST",body:JSON.stringify(d)});'.repeat(20)}})();`;

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

/** A provider's host on this machine: the script at /js/script.js, `hang` never answering, anything else 404. */
async function provider(): Promise<string> {
  const server = http.createServer((req, res) => {
    if (req.url === '/hang') return;
    if (req.url === '/js/script.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(SCRIPT);
    else res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The provider's settings as the build writes them (scripts/pages/page-document.ts, with scriptJson). */
const loader = (src: string) =>
  `<script type="application/json" data-analytics="plausible">${scriptJson({ src, attributes: { 'data-domain': 'portfolio.example.com' }, host: 'portfolio.example.com' })}</script>`;
const page = (block: string) =>
  `<!doctype html><html lang="en"><head><script data-entry="/assets/app.js">boot()</script></head><body><div id="root"></div>${block}</body></html>`;

describe('analyticsTag', () => {
  it('reads the provider and its script’s address from the page’s settings, and weighs their element', () => {
    const element = loader('https://stats.example.com/js/script.js?v=2&x=1');
    expect(analyticsTag(page(element))).toEqual({
      provider: 'plausible',
      src: 'https://stats.example.com/js/script.js?v=2&x=1',
      settingsBytes: gzipSize(element),
    });
    expect(analyticsTag(page(''))).toBeUndefined();
  });

  it('finds the settings whatever their attributes’ order and quotes, and not in a comment that quotes them', () => {
    const element = `<script data-analytics='plausible' type='application/json'>{"src":"https://plausible.io/js/script.js"}</script>`;
    expect(analyticsTag(page(element))).toEqual({
      provider: 'plausible',
      src: 'https://plausible.io/js/script.js',
      settingsBytes: gzipSize(element),
    });
    expect(analyticsTag(page(`<!-- ${loader('https://plausible.io/js/script.js')} -->`))).toBeUndefined();
  });

  it('leaves the provider’s script out of the first load: only its settings, inside the document, count', () => {
    const chunk = chunkMaker('assets/app.js');
    const dist = build({ 'assets/app.js': 'export const app = 1;' });
    const files = buildFiles(dist, [chunk('assets/app.js', ['src/app/entry-client.ts'])]);
    const without = firstLoadWeight(page(''), 'index.html', files);
    const withLoader = firstLoadWeight(page(loader('https://plausible.io/js/script.js')), 'index.html', files);
    expect(withLoader.rows.slice(1)).toEqual(without.rows.slice(1));
    expect(withLoader.js).toBe(without.js);
    expect(withLoader.total - without.total).toBe((withLoader.rows[0]?.[1] ?? 0) - (without.rows[0]?.[1] ?? 0));
    expect(withLoader.missing).toEqual([]);
  });
});

describe('analyticsListing', () => {
  it('reports the settings’ bytes and the provider’s script as fetched now, gzipped and raw', async () => {
    const host = await provider();
    const element = loader(`${host}/js/script.js`);
    const dist = build({ 'index.html': page(element) });
    expect(await analyticsListing(dist)).toEqual([
      `analytics (plausible): ${host}/js/script.js, added after the page has loaded and painted — not part of first-load JavaScript`,
      `  its settings in each page: ${(gzipSize(element) / 1000).toFixed(1)} kB gzipped`,
      `  the provider’s script: ${(gzipSize(SCRIPT) / 1000).toFixed(1)} kB gzipped, ${(SCRIPT.length / 1000).toFixed(1)} kB raw (fetched now)`,
    ]);
  });

  it('says why the script was not measured: an error status, no answer in time, nothing listening', async () => {
    const host = await provider();
    const closed = http.createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const scriptLine = async (src: string) => (await analyticsListing(build({ 'index.html': page(loader(src)) }), 300))[2];
    expect(await scriptLine(`${host}/gone.js`)).toBe('  the provider’s script: not measured (it answered 404)');
    expect(await scriptLine(`${host}/hang`)).toBe('  the provider’s script: not measured (no answer within 0.3 s)');
    expect(await scriptLine(`http://127.0.0.1:${port}/js/script.js`)).toBe(
      `  the provider’s script: not measured (unreachable: connect ECONNREFUSED 127.0.0.1:${port})`,
    );
  });

  it('prints nothing for a site without analytics', async () => {
    expect(await analyticsListing(build({ 'index.html': page('') }))).toEqual([]);
  });
});
