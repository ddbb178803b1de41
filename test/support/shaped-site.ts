/**
 * The shaped site (test/fixtures/shaped-site/): the sample site with the owner's own page shape
 * laid over it, checked like any site, for the tests of what follows the page's sections.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import { checkContent } from '../../scripts/content/check-content.ts';
import { contentPaths, repoRoot } from '../../scripts/paths.ts';
import { cvContentFrom, type CvContent } from '../../scripts/resume/cv-content.ts';
import { contentFixture } from './content-fixture.ts';

export const shapedSiteRoot = path.join(repoRoot, 'test', 'fixtures', 'shaped-site');

let localized: ReadonlyMap<string, DeepReadonly<ResolvedContent>> | undefined;

/** Each language's content of the shaped site (English and French), as its pages render it. */
function shapedContent(): ReadonlyMap<string, DeepReadonly<ResolvedContent>> {
  if (localized) return localized;
  const fixture = contentFixture();
  try {
    fs.cpSync(path.join(shapedSiteRoot, 'content'), path.join(fixture.root, 'content'), { recursive: true });
    const checked = checkContent(contentPaths(fixture.root));
    if (!checked.localized) throw new Error(`the shaped site has problems:\n${checked.report}`);
    return (localized = checked.localized);
  } finally {
    fixture.remove();
  }
}

/** The shaped site's CV content in one of its languages. */
export function shapedCv(lang: string): CvContent {
  const content = shapedContent().get(lang);
  if (!content) throw new Error(`the shaped site has no ${lang} content`);
  return cvContentFrom(content, lang);
}
