// @ts-check
/**
 * Lint rules: the recommended JavaScript, type-checked TypeScript and React hooks rules, and the
 * layers the folders stand for, so an import that runs the wrong way fails `npm run lint`:
 *   src/lib (pure logic, no React) → src/theme (tokens) and src/i18n (words) → src/components and
 *   src/hooks (shared UI) → src/sections (one folder per section, never importing another, by
 *   `../other/` or by `../../sections/other/`) → src/app; islands' code never imports static page
 *   code; scripts/ never imports from test/. Everywhere, imports are written with their extensions,
 * and a module other than a test holds at most 200 lines.
 */
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** @param {string} message @param {...string} regexes */
const forbid = (message, ...regexes) => regexes.map((regex) => ({ regex, message }));

/**
 * Imports are written one way everywhere: with the file's extension, as Node's own TypeScript
 * support and Vite's native config loader (which loads vite.config.ts and what it imports) need.
 */
const withExtension = forbid('Write the file extension (`./x.ts`, not `./x`).', '^\\.{1,2}/(?!.*\\.(ts|tsx|js|json|svg|css)(\\?[\\w=&-]+)?$)');

/**
 * One layer's import rule. A later block's `no-restricted-imports` replaces an earlier one's, so
 * each carries the extension rule too.
 * @param {string[]} files @param {{ name: string, message: string }[]} paths @param {{ regex: string, message: string }[]} patterns
 * @returns {import('eslint').Linter.Config}
 */
const layer = (files, paths, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths, patterns: [...patterns, ...withExtension] }] },
});

/** Every section folder: each may import only from itself among the sections. */
const sections = fs
  .readdirSync(new URL('./src/sections/', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

export default tseslint.config(
  { ignores: ['dist/', '.dist-partial/', 'coverage/', 'src/content/', 'test/browser/screenshots/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-restricted-imports': ['error', { patterns: withExtension }],
      'no-console': 'off',
    },
  },
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    // Small files with one job: a module past a readable page does two. Tests may list more cases.
    files: ['src/**', 'scripts/**', 'test/**/support/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 200 }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**'],
    // Vitest types its asymmetric matchers (expect.any, expect.stringMatching…) as any.
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  layer(
    ['src/lib/**'],
    [{ name: 'react', message: 'src/lib is pure logic: no React (put hooks in src/hooks, views in src/components).' }],
    forbid(
      'src/lib imports no component, section, island, page or theme.',
      '^\\.\\./(components|sections|islands|app|hooks|theme|i18n)/',
      '^react-dom',
    ),
  ),
  layer(
    ['src/theme/**'],
    [],
    forbid(
      'src/theme holds design tokens: it imports nothing but src/lib and the content types.',
      '^(\\.\\./)+(components|sections|islands|app|hooks|i18n)/',
      '^(\\.\\./)+content/(?!(types|enums)\\.ts$)',
    ),
  ),
  layer(
    ['src/i18n/**'],
    [],
    forbid(
      'src/i18n holds words: it imports nothing but src/lib and the content types.',
      '^(\\.\\./)+(components|sections|islands|app|hooks|theme)/',
      '^(\\.\\./)+content/(?!(types|enums)\\.ts$)',
    ),
  ),
  layer(['src/components/**', 'src/hooks/**'], [], forbid('Shared code never imports a section or a page.', '^\\.\\./(sections|app)/')),
  ...sections.map((section) =>
    layer(
      [`src/sections/${section}/**`],
      [],
      [
        ...forbid(
          'A section never imports another section: move what they share to src/components or src/lib.',
          '^\\.\\./(?!\\.\\.)',
          `^\\.\\./\\.\\./sections/(?!${section}/)`,
        ),
        ...forbid('Sections never import the app (pages, router, entries).', '^\\.\\./\\.\\./app/'),
      ],
    ),
  ),
  ...sections.map((section) =>
    layer(
      [`src/sections/${section}/**/*.island.tsx`],
      [],
      [
        ...forbid('Island code runs in the browser: it gets its data as props, never from content modules.', '/content/(?!(types|enums)\\.ts$)'),
        ...forbid(
          'Island code never imports static page code (sections, markers, server rendering).',
          '-section\\.tsx$',
          '/islands/island\\.tsx$',
          'react-dom/server',
        ),
        ...forbid(
          'A section never imports another section: move what they share to src/components or src/lib.',
          '^\\.\\./(?!\\.\\.)',
          `^\\.\\./\\.\\./sections/(?!${section}/)`,
        ),
        ...forbid('Sections never import the app (pages, router, entries).', '^\\.\\./\\.\\./app/'),
      ],
    ),
  ),
  {
    ...layer(
      ['src/islands/**'],
      [],
      forbid('The islands’ browser side never imports content, sections or server rendering.', '/content/', '/sections/', 'react-dom/server'),
    ),
    ignores: ['src/islands/island.tsx', 'src/islands/render-islands.tsx', 'src/**/*.test.*'],
  },
  {
    ...layer(['scripts/**'], [], forbid('Build scripts never depend on the tests.', '(^|/)test/')),
    ignores: ['scripts/**/*.test.{ts,tsx}'],
  },
);
