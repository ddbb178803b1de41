/**
 * The editor's backend for its browser tests: decap-server (scripts/admin/local-backend.ts) on a
 * copy of the sample site in a temporary folder, on a free port. A page reaches it at the address
 * Decap asks (localhost:8081) through a route, so a test neither takes the port `npm run cms` uses
 * nor writes into the fixtures.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { LOCAL_BACKEND_ORIGIN, startLocalBackend } from '../../../scripts/admin/local-backend.ts';
import { sampleSiteRoot } from '../../support/sample-site.ts';

export interface EditorBackend {
  /** The copy of the sample site the editor reads and writes: its content/ and public/. */
  root: string;
  /** Sends the page's requests for the local backend to this one. */
  route: (page: Page) => Promise<void>;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** On `root` (a copy of the project the test made, left to it), or on a copy of the sample site of its own. */
export async function startEditorBackend({ root: given }: { root?: string } = {}): Promise<EditorBackend> {
  const root = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'editor-'));
  if (!given) for (const folder of ['content', 'public']) fs.cpSync(path.join(sampleSiteRoot, folder), path.join(root, folder), { recursive: true });
  const backend = await startLocalBackend({ repo: root, port: await freePort() });
  return {
    root,
    route: async (page) => {
      await page.route(`${LOCAL_BACKEND_ORIGIN}/**`, async (route) => {
        const url = new URL(route.request().url());
        url.host = `127.0.0.1:${backend.port}`;
        await route.fulfill({ response: await route.fetch({ url: url.href }) });
      });
    },
    stop: async () => {
      await backend.stop();
      if (!given) fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
