/**
 * The shaped site (test/fixtures/shaped-site/): the sample site with the owner's own page shape
 * laid over it, made with YAML alone. Built by the browser tests' setup beside the sample
 * (test/browser/support/made-sites.ts); checked like any site for the tests of what follows the
 * page's sections (the CV, resume.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import { checkContent } from '../../scripts/content/check-content.ts';
import { contentPaths, repoRoot } from '../../scripts/paths.ts';
import { cvContentFrom, type CvContent } from '../../scripts/resume/cv-content.ts';
import { contentFixture } from './content-fixture.ts';

const overlay = path.join(repoRoot, 'test', 'fixtures', 'shaped-site');

/** Lays the overlay's files over a copy of the sample site at `root` (the browser tests' setup builds it: made-sites.ts). */
export function layShapedSite(root: string): void {
  fs.cpSync(path.join(overlay, 'content'), path.join(root, 'content'), { recursive: true });
}

let localized: ReadonlyMap<string, DeepReadonly<ResolvedContent>> | undefined;

/** Each language's content of the shaped site, as its pages render it. */
function shapedContent(): ReadonlyMap<string, DeepReadonly<ResolvedContent>> {
  if (localized) return localized;
  const fixture = contentFixture();
  try {
    layShapedSite(fixture.root);
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
