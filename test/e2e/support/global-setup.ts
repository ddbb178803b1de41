/**
 * Once per browser-test run: build the frozen sample site (test/fixtures/sample-site/) the
 * project's behaviour tests run against, serve it like a static host, and start one Chromium that
 * every test file connects to. The owner's content/ is not involved (test/site/ checks that).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.ts';
import { startStaticServer } from '../../../scripts/static-server.ts';
import { sampleDist, sampleSiteRoot } from '../../support/sample-site.ts';
import { TSX } from '../../support/temp-project.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const built = spawnSync(process.execPath, [TSX, 'scripts/commands/build.ts', '--site', sampleSiteRoot, '--out', sampleDist], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`The sample site did not build:\n${built.stdout}${built.stderr}`);
  const executablePath = findChromium();
  // Keep classic scrollbars (Playwright hides them by default in headless mode): visitors on
  // Windows and Linux have them, and the dialog's scroll lock must not shift the page by their width.
  const browser = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true, ignoreDefaultArgs: ['--hide-scrollbars'] });
  const server = await startStaticServer(sampleDist);
  project.provide('baseUrl', server.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
