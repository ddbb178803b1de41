import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/content/vite-plugin.ts';
import { mailSinkPlugin } from './scripts/mail-sink-plugin.ts';
import { bundleReport } from './scripts/vite/bundle-report.ts';
import { devPrerender } from './scripts/vite/dev-prerender.ts';
import { noPreloadHelper } from './scripts/vite/no-preload-helper.ts';
import { devCvs } from './scripts/vite/dev-cvs.ts';
import { devImages } from './scripts/vite/dev-images.ts';
import { devGeneratedFiles } from './scripts/vite/dev-generated-files.ts';
import { styledComponentIds } from './scripts/vite/styled-component-ids.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * What every page hydrates right after load, in one chunk fetched in one request: React,
 * styled-components, the islands' runtime and the page chrome (navigation, progress bar,
 * back-to-top, resume menu) with what they share. Islands further down import from it too.
 */
const islandsRuntime = {
  name: 'islands-runtime',
  test: /node_modules[\\/](react|react-dom|scheduler|styled-components|stylis)[\\/]|src[\\/](islands[\\/](island-tree|hydrate-island|define-island)\.tsx?|theme[\\/](theme|scheme-selectors|visually-hidden)|components[\\/](button|icon|surfaces)|hooks[\\/](use-page-scroll|use-color-scheme|use-external-store|use-dismiss)|i18n[\\/](page-language|browser-page-language|ui-languages)|lib[\\/](active-section|page-sections|scroll-metrics|motion|external-store)|sections[\\/](navigation[\\/]|hero[\\/]resume-menu))/,
};

export default defineConfig({
  // index.html lives in src/ so the top level stays content/, schemas/, scripts/, src/, public/, test/.
  root: path.join(root, 'src'),
  publicDir: path.join(root, 'public'),
  envDir: root,
  // Pages are prerendered (and in `npm run dev` rendered per request by dev-prerender.ts).
  appType: 'custom',
  plugins: [
    styledComponentIds(root),
    contentPlugin(root),
    mailSinkPlugin(root),
    devPrerender(root),
    devGeneratedFiles(root, {
      name: 'share-cards',
      types: { '.png': 'image/png' },
      generate: (outDir) => import('./scripts/share-cards/make-cards.ts').then(({ makeCards }) => makeCards({ root, outDir })),
    }),
    devGeneratedFiles(root, devCvs(root)),
    devGeneratedFiles(root, devImages(root)),
    bundleReport(root),
    noPreloadHelper(),
    react(),
  ],
  // styled-components' CommonJS build breaks under Node's ESM interop: bundle it for the server.
  ssr: { noExternal: ['styled-components', '@reach/dialog', '@reach/portal', '@reach/utils', 'react-hot-toast', 'formik'] },
  build: {
    target: 'es2022',
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Vite's module preloading adds a helper to the entry and is not needed: see islandsRuntime.
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: [islandsRuntime] } } },
  },
  test: {
    root,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}', 'test/pipeline/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}'],
      exclude: ['src/content/**', '**/*.test.*', 'src/test/**'],
      reporter: ['text-summary', 'html'],
    },
  },
});
