import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { mailSinkPlugin } from './scripts/mail-sink-plugin.ts';
import { contentPaths, repoRoot as root } from './scripts/paths.ts';
import { devSite } from './scripts/vite/dev-site.ts';
import { chunkGroups, ENTRY } from './scripts/vite/chunk-groups.ts';
import { eagerCommonJsPlugin } from './scripts/vite/eager-commonjs.ts';
import { noPreloadHelper } from './scripts/vite/no-preload-helper.ts';
import { styledComponentIds } from './scripts/vite/styled-component-ids.ts';

/** The owner's suite checks this many pages at once (PAGE_CHECKS to choose): one per core. */
const PAGE_CHECKS_AT_ONCE = Number(process.env.PAGE_CHECKS) || os.availableParallelism();

export default defineConfig({
  // The browser's code lives in src/; the top level stays content/, schemas/, scripts/, src/, public/, test/.
  root: path.join(root, 'src'),
  envDir: root,
  // Pages are rendered from content by scripts/ (prerendered by the build, per request in `npm run
  // dev`), and public/ is published by its output (scripts/outputs/public-files.ts): Vite serves neither.
  appType: 'custom',
  publicDir: false,
  plugins: [styledComponentIds(root), devSite(contentPaths(root)), mailSinkPlugin(root), noPreloadHelper(), eagerCommonJsPlugin(), react()],
  // styled-components' CommonJS build breaks under Node's ESM interop: bundle it for the server.
  ssr: { noExternal: ['styled-components', '@reach/dialog', '@reach/portal', '@reach/utils', 'react-hot-toast', 'formik'] },
  build: {
    target: 'es2022',
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Vite's module preloading adds a helper to the entry and is not needed: the runtime is one chunk (scripts/vite/chunk-groups.ts).
    modulePreload: false,
    rolldownOptions: {
      // The island loader; every page's boot script loads it after the first paint (the server build names its own entry).
      input: { app: path.join(root, ENTRY) },
      output: { codeSplitting: { groups: chunkGroups(root) } },
      // Rolldown warns when plugins take much of a build's time: on a loaded machine they do, and a
      // warning that depends on the machine's load is noise in the owner's build.
      checks: { bundlerTimings: false },
    },
  },
  test: {
    root,
    // Each project's wall time and each file's, for `npm run test:timings` (and the end of `npm test`).
    reporters: ['default', path.join(root, 'scripts/test-timings/timings-reporter.ts')],
    projects: [
      {
        // In-process tests of the code beside them: functions, components, commands called as functions.
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}', 'test/support/**/*.test.ts'],
          environment: 'node',
          maxWorkers: '100%',
          // Files share their worker's modules: importing them again for each file was a fifth of the
          // project's time (179 s → 121 s on 2 cores, same sitting). A test that changes a shared module's state undoes it.
          isolate: false,
          // A hang's end, not a speed limit: tests that draw, encode or render take up to 4 s beside
          // the pipeline's builds on a loaded machine (Vitest's default is 5 s).
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The commands themselves (build, dev server, import, the owner's suite) run on copies of the project.
        extends: true,
        test: {
          name: 'pipeline',
          include: ['test/pipeline/**/*.test.ts'],
          globalSetup: ['test/pipeline/support/global-setup.ts'],
          environment: 'node',
          maxWorkers: '100%',
          // A hang's end, not a speed limit: each test starts commands, and one that runs the owner's
          // suite (the upgrade) took 7 minutes beside another suite (a build: 15 s alone, over 60 s).
          testTimeout: 900_000,
          hookTimeout: 900_000,
        },
      },
      {
        // The content compiler and the import on mutated input (short runs here; \`npm run fuzz\` for long ones).
        extends: true,
        test: {
          name: 'fuzz',
          include: ['test/fuzz/**/*.test.ts'],
          environment: 'node',
          maxWorkers: '100%',
        },
      },
      {
        // The owner's suite: every page of the site built from content/ (npm run test:site).
        extends: true,
        test: {
          name: 'site',
          include: ['test/site/**/*.test.ts'],
          globalSetup: ['test/site/support/global-setup.ts'],
          setupFiles: ['test/support/browser-hooks.ts'],
          // A page's checks are one test (both schemes' axe, its references, the page without JavaScript):
          // 10 s alone on 2 cores; the timeout ends a hang.
          testTimeout: 120_000,
          hookTimeout: 30_000,
          expect: { poll: { timeout: 10_000 } },
          // Pages checked at once, as many as the machine has cores: they mostly wait on Chromium.
          maxConcurrency: PAGE_CHECKS_AT_ONCE,
          maxWorkers: '100%',
        },
      },
      {
        // The project's browser tests, on the frozen sample site (test/fixtures/sample-site/) and the
        // sites made from it that they need, all built by the setup before any test file starts.
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/support/global-setup.ts'],
          setupFiles: ['test/support/browser-hooks.ts'],
          // Files share their worker's modules (playwright-core, the helpers): importing them again
          // for each file cost 120 s of the suite's CPU. Nothing here keeps state between files but
          // the connection to Chromium; browser-hooks.ts closes what each file opened.
          isolate: false,
          // Far above what a test takes (at most 20 s here, but for the editor's, which says its own):
          // a timeout is there to end a hang, and a busy machine must not reach it.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // What a poll waits for (a hydrated island, a toast, a scroll's end) comes within a second
          // alone, later beside the other worker's pages: 1 s by default; 30 s here, as long as
          // Playwright waits for an element, so that only a hang reaches it. Tests give no shorter
          // wait of their own: 3–10 s ones failed CI beside the other worker (a section's reveal, 5 s).
          expect: { poll: { timeout: 30_000 } },
          // A worker per core, not one less: these files mostly wait on Chromium (281 s → 168 s on 2 cores).
          maxWorkers: '100%',
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Measurements that need the machine to themselves: one file at a time, after the browser
        // tests (a later group starts once the one before has ended), on the sample site they built.
        extends: true,
        test: {
          name: 'performance',
          include: ['test/performance/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}'],
      exclude: ['src/content/**', '**/*.test.*', 'src/test/**'],
      // The summary in the run's output and in the timings table (json-summary), the whole report in coverage/index.html.
      reporter: ['text-summary', 'json-summary', 'html'],
    },
  },
});
