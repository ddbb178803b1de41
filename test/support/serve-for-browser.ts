/**
 * What a browser-test run needs once: the built site served like a static host, and one Chromium
 * that every test file connects to (test/support/browser.ts opens pages in it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { startStaticServer } from '../../scripts/static-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    /** The address of each other built site served beside it, by its folder's name (the showcase looks). */
    otherSites: Record<string, string>;
  }
}

/** Serves `dist` (and each built site in the folders of `others`, by its folder's name) and starts the browser; returns the teardown. */
export async function serveForBrowser(project: TestProject, dist: string, others: readonly string[] = []): Promise<() => Promise<void>> {
  // Keep classic scrollbars (Playwright hides them by default in headless mode): visitors on
  // Windows and Linux have them, and the dialog's scroll lock must not shift the page by their width.
  const browser = await chromium.launchServer({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  const server = await startStaticServer(dist);
  const folders = others.flatMap((parent) =>
    fs.readdirSync(parent).flatMap((name) => (fs.existsSync(path.join(parent, name, 'index.html')) ? [{ parent, name }] : [])),
  );
  const otherServers = await Promise.all(folders.map(async ({ parent, name }) => [name, await startStaticServer(path.join(parent, name))] as const));
  project.provide('baseUrl', server.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('otherSites', Object.fromEntries(otherServers.map(([name, other]) => [name, other.url])));
  return async () => {
    await browser.close();
    await Promise.all([server, ...otherServers.map(([, other]) => other)].map((each) => each.close()));
  };
}
