/**
 * The import rules of eslint.config.js catch what they promise: a section importing another by
 * either path, src/theme and src/i18n reaching up the layers, island code importing static page
 * code, scripts importing the tests, and an import without its extension. Only the import rules
 * are run (the type-checked rules need real files); the paths are where such code would sit.
 */
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import config from '../../eslint.config.js';
import { repoRoot } from '../../scripts/paths.ts';

const importRules: Linter.Config[] = (config as Linter.Config[]).flatMap(({ files, ignores, rules }) => {
  const rule = rules?.['no-restricted-imports'];
  return rule === undefined ? [] : [{ ...(files && { files }), ...(ignores && { ignores }), rules: { 'no-restricted-imports': rule } }];
});
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...importRules],
});

/** The messages ESLint gives `import … from '<from>'` in a file at `file`. */
async function problems(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import x from '${from}';\nexport default x;\n`, { filePath: file });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the import rules', () => {
  it.each([
    ['src/sections/hero/hero-section.tsx', '../about/about-section.tsx', 'A section never imports another section'],
    ['src/sections/hero/hero-section.tsx', '../../sections/about/about-section.tsx', 'A section never imports another section'],
    ['src/sections/hero/resume-menu.island.tsx', '../../sections/about/about-section.tsx', 'A section never imports another section'],
    ['src/sections/hero/resume-menu.island.tsx', './hero-section.tsx', 'Island code never imports static page code'],
    ['src/sections/hero/hero-section.tsx', '../../app/router.ts', 'Sections never import the app'],
    ['src/theme/color-schemes.ts', '../components/badge.tsx', 'src/theme holds design tokens'],
    ['src/theme/look.ts', '../hooks/site-data.tsx', 'src/theme holds design tokens'],
    ['src/i18n/dictionaries/en.ts', '../../sections/hero/hero-section.tsx', 'src/i18n holds words'],
    ['src/lib/period.ts', 'react', 'src/lib is pure logic'],
    ['src/components/badge.tsx', '../sections/hero/hero-section.tsx', 'Shared code never imports a section'],
    ['scripts/build/build-site.ts', '../../test/support/sample-site.ts', 'Build scripts never depend on the tests'],
    ['src/lib/period.ts', './wrap-index', 'Write the file extension'],
  ])('refuses, in %s, an import of %s', async (file, from, message) => {
    expect((await problems(file, from)).join('\n')).toContain(message);
  });

  it.each([
    ['src/sections/hero/hero-section.tsx', './resume-menu.island.tsx'],
    ['src/sections/hero/hero-section.tsx', '../../components/badge.tsx'],
    ['src/theme/color-schemes.ts', '../lib/wrap-index.ts'],
    ['src/theme/look.ts', '../content/types.ts'],
    ['src/i18n/dictionaries/en.ts', '../../content/types.ts'],
    ['scripts/build/build-site.ts', '../paths.ts'],
  ])('allows, in %s, an import of %s', async (file, from) => {
    expect(await problems(file, from)).toEqual([]);
  });
});
