import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/content/vite-plugin.ts';
import { mailSinkPlugin } from './scripts/mail-sink-plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // index.html lives in src/ so the top level stays content/, schemas/, scripts/, src/, public/, test/.
  root: path.join(root, 'src'),
  publicDir: path.join(root, 'public'),
  envDir: root,
  plugins: [contentPlugin(root), mailSinkPlugin(root), react()],
  resolve: { alias: { '@': path.join(root, 'src') } },
  build: { target: 'es2022', outDir: path.join(root, 'dist'), emptyOutDir: true, assetsInlineLimit: 0 },
  test: {
    root,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/pipeline/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/setup.ts'],
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
      include: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
      exclude: ['src/content/**', 'src/**/*.test.*', 'scripts/**/*.test.ts', 'src/test/**'],
      reporter: ['text-summary', 'html'],
    },
  },
});
