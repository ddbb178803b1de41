/**
 * The owner's suite's page checks (test/site/support/check-page.ts) find each fault they look for,
 * on a page made with one of each (test/fixtures/broken-page/), and report nothing on the next
 * page checked in the same tab: a tab reused from page to page carries nothing over.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it, type ExpectStatic } from 'vitest';
import { repoRoot } from '../../scripts/paths.ts';
import { startStaticServer, type StaticServer } from '../../scripts/static-server.ts';
import { siteUrl } from '../support/browser.ts';
import { checkPage } from '../site/support/check-page.ts';
import { closeTabs } from '../site/support/visitor-tabs.ts';

let server: StaticServer;
beforeAll(async () => {
  server = await startStaticServer(path.join(repoRoot, 'test', 'fixtures', 'broken-page'));
});
afterAll(async () => {
  await closeTabs();
  await server.close();
});

/** An `expect` whose soft assertions, instead of failing the test, record the message of each that fails. */
function recordingExpect(failed: string[]): ExpectStatic {
  const soft = (actual: unknown, message: string) => {
    const attempt = (assert: () => void) => {
      try {
        assert();
      } catch {
        failed.push(message);
      }
    };
    return {
      toBe: (wanted: unknown) => attempt(() => expect(actual).toBe(wanted)),
      toEqual: (wanted: unknown) => attempt(() => expect(actual).toEqual(wanted)),
      not: { toBe: (wanted: unknown) => attempt(() => expect(actual).not.toBe(wanted)) },
    };
  };
  return { soft } as unknown as ExpectStatic;
}

it('reports every fault of a broken page, each by what it checks, then nothing on a sound page in the same tab', async () => {
  const failed: string[] = [];
  await checkPage({ file: 'index.html', url: server.url, status: 200 }, recordingExpect(failed));
  expect(failed).toEqual([
    'no console error',
    'no request to another site',
    'index.html passes axe in the light scheme',
    "index.html passes axe's colour rules in the dark scheme",
    'index.html links only to anchors that exist',
    'index.html refers only to files that exist',
    'index.html without JavaScript shows every section with its text',
  ]);

  const afterwards: string[] = [];
  await checkPage({ file: 'index.html', url: siteUrl('/'), status: 200 }, recordingExpect(afterwards));
  expect(afterwards).toEqual([]);
});
