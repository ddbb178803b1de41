import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { HELPER_MARK, noPreloadHelper } from './no-preload-helper.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-helper-'));
fs.writeFileSync(
  path.join(root, 'entry.js'),
  "// A side effect, so the build keeps it: an app's entry exports nothing.\nglobalThis.later = () => import('./later.js').then((m) => m.value);\n",
);
fs.writeFileSync(path.join(root, 'later.js'), 'export const value = 42;\n');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The code of a client build of the two modules, with `plugins`, as the site's build sets Vite up (no module preloading). */
async function builtCode(plugins: Plugin[]): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, modulePreload: false, minify: false, rolldownOptions: { input: path.join(root, 'entry.js') } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

describe('the preload helper', () => {
  it('is gone from a build with the plugin, and the dynamic import still loads its chunk', async () => {
    const code = await builtCode([noPreloadHelper()]);
    expect(code).not.toContain(HELPER_MARK);
    expect(code).toMatch(/import\(["'`]\.\/later-[\w-]+\.js["'`]\)/);
  });

  // Pins Vite's own behaviour: when this fails, Vite has dropped the helper where nothing is preloaded, and the plugin can go.
  it('is what Vite adds without it, even with module preloading off', async () => {
    expect(await builtCode([])).toContain(HELPER_MARK);
  });

  it('stops a build whose output still holds it (the helper’s module renamed upstream)', async () => {
    const renamed: Plugin = { name: 'renamed-helper', renderChunk: (code) => `${code}\n/* ${HELPER_MARK} */` };
    await expect(builtCode([noPreloadHelper(), renamed])).rejects.toThrow(
      /Vite's preload helper is in .* update scripts\/vite\/no-preload-helper\.ts/,
    );
  });
});
