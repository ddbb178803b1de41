/**
 * The shaped site (test/fixtures/shaped-site/): the sample site with the owner's own page shape
 * laid over it, checked like any site, for the tests of what follows the page's sections.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import { checkContent } from '../../scripts/content/check-content.ts';
import { contentPaths, repoRoot } from '../../scripts/paths.ts';
import { contentFixture } from './content-fixture.ts';

export const shapedSiteRoot = path.join(repoRoot, 'test', 'fixtures', 'shaped-site');

/** Each language's content of the shaped site, as its pages render it. */
export function shapedContent(): ReadonlyMap<string, DeepReadonly<ResolvedContent>> {
  const fixture = contentFixture();
  try {
    fs.cpSync(path.join(shapedSiteRoot, 'content'), path.join(fixture.root, 'content'), { recursive: true });
    const checked = checkContent(contentPaths(fixture.root));
    if (!checked.localized) throw new Error(`the shaped site has problems:\n${checked.report}`);
    return checked.localized;
  } finally {
    fixture.remove();
  }
}
