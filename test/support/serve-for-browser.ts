/**
 * What a browser-test run needs once: the built site served like a static host, and one Chromium
 * that every test file connects to (test/support/browser.ts opens pages in it).
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { startStaticServer } from '../../scripts/static-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

/** Serves `dist` and starts the browser; returns the teardown. */
export async function serveForBrowser(project: TestProject, dist: string): Promise<() => Promise<void>> {
  // Keep classic scrollbars (Playwright hides them by default in headless mode): visitors on
  // Windows and Linux have them, and the dialog's scroll lock must not shift the page by their width.
  const browser = await chromium.launchServer({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  const server = await startStaticServer(dist);
  project.provide('baseUrl', server.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
