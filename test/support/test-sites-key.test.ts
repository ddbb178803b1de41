import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/paths.ts';
import { SUPPORT_MODULES_BUILDS_IMPORT } from './test-sites-key.ts';

/** The project's test modules a module imports, and theirs, from the project's root. */
function testImports(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = fs.readFileSync(path.join(repoRoot, entry), 'utf8');
  for (const [, specifier = ''] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
    const file = path
      .relative(repoRoot, path.resolve(path.dirname(path.join(repoRoot, entry)), specifier))
      .split(path.sep)
      .join('/');
    if (file.startsWith('test/')) testImports(file, seen);
  }
  return seen;
}

describe('the key of the test sites', () => {
  it('reads every module of test/support/ that the browser tests’ builds import', () => {
    const setup = testImports('test/browser/support/global-setup.ts');
    const builds = testImports('test/browser/support/build-made-sites.ts', setup);
    // Serving the sites and keying them are not making them.
    const notMaking = ['test/support/serve-for-browser.ts', 'test/support/test-sites-key.ts'];
    const support = [...builds].filter((file) => file.startsWith('test/support/') && !notMaking.includes(file)).sort();
    expect(support).toEqual([...SUPPORT_MODULES_BUILDS_IMPORT].sort());
  });
});
