/**
 * Once per browser-test run: serve dist/ like a static host and start one Chromium that every
 * test file connects to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../../scripts/static-server.ts';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dist = path.resolve(import.meta.dirname, '../../../dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is not built: run `npm run build` before the browser tests.');
  const executablePath = findChromium();
  // Keep classic scrollbars (Playwright hides them by default in headless mode): visitors on
  // Windows and Linux have them, and the dialog's scroll lock must not shift the page by their width.
  const browser = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true, ignoreDefaultArgs: ['--hide-scrollbars'] });
  const server = await startStaticServer(dist);
  project.provide('baseUrl', server.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
