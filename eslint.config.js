// @ts-check
/**
 * Lint rules: the recommended JavaScript, type-checked TypeScript and React hooks rules, and the
 * layers the folders stand for, so an import that runs the wrong way fails `npm run lint`:
 *   src/lib (pure logic, no React) → src/components (shared UI) → src/sections (one folder per
 *   section, never importing another) → src/app; islands' code never imports static page code;
 *   scripts/ never imports from test/.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** @param {string} message @param {...string} regexes */
const forbid = (message, ...regexes) => regexes.map((regex) => ({ regex, message }));

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'src/content/', 'test/e2e/screenshots/', 'node_modules/'] },
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
      'no-console': 'off',
    },
  },
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**'],
    // Vitest types its asymmetric matchers (expect.any, expect.stringMatching…) as any.
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'src/lib is pure logic: no React (put hooks in src/hooks, views in src/components).' }],
          patterns: forbid(
            'src/lib imports no component, section, island or page.',
            '^\\.\\./(components|sections|islands|app|hooks)/',
            '^react-dom',
          ),
        },
      ],
    },
  },
  {
    files: ['src/components/**', 'src/hooks/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: forbid('Shared code never imports a section or a page.', '^\\.\\./(sections|app)/') }],
    },
  },
  {
    files: ['src/sections/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid('A section never imports another section: move what they share to src/components or src/lib.', '^\\.\\./(?!\\.\\.)'),
            ...forbid('Sections never import the app (pages, router, entries).', '^\\.\\./\\.\\./app/'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/sections/**/*.island.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid('Island code runs in the browser: it gets its data as props, never from content modules.', '/content/(?!types|enums)'),
            ...forbid(
              'Island code never imports static page code (sections, markers, server rendering).',
              '-section$',
              '/islands/island$',
              'react-dom/server',
            ),
            ...forbid('A section never imports another section: move what they share to src/components or src/lib.', '^\\.\\./(?!\\.\\.)'),
            ...forbid('Sections never import the app (pages, router, entries).', '^\\.\\./\\.\\./app/'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/islands/**'],
    ignores: ['src/islands/island.tsx', 'src/islands/render-islands.tsx', 'src/**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbid(
            'The islands’ browser side never imports content, sections or server rendering.',
            '/content/',
            '/sections/',
            'react-dom/server',
          ),
        },
      ],
    },
  },
  {
    files: ['scripts/**'],
    ignores: ['scripts/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: forbid('Build scripts never depend on the tests.', '(^|/)test/') }],
    },
  },
);
