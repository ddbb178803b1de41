/**
 * The shaped site (test/fixtures/shaped-site/): the sample site with the owner's own page shape
 * laid over it, made with YAML alone. Assembled in the cache (the sample's files and its own
 * together) and built by the browser tests' setup beside the sample; checked like any site for
 * the tests of what follows the page's sections (the CV, resume.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import { checkContent } from '../../scripts/content/check-content.ts';
import { cacheDir, contentPaths, repoRoot } from '../../scripts/paths.ts';
import { cvContentFrom, type CvContent } from '../../scripts/resume/cv-content.ts';
import { contentFixture } from './content-fixture.ts';
import { sampleSiteRoot } from './sample-site.ts';

const overlay = path.join(repoRoot, 'test', 'fixtures', 'shaped-site');
/** Where the site is assembled: the sample's content/ and public/, with the overlay's files over them. */
export const shapedSiteRoot = path.join(cacheDir, 'shaped-site', 'site');
/** Its built site, served beside the sample as `shaped` (siteUrl(path, 'shaped')). */
export const shapedDist = path.join(cacheDir, 'shaped-site', 'dist', 'shaped');

export function assembleShapedSite(): string {
  fs.rmSync(shapedSiteRoot, { recursive: true, force: true });
  for (const dir of ['content', 'public']) fs.cpSync(path.join(sampleSiteRoot, dir), path.join(shapedSiteRoot, dir), { recursive: true });
  fs.cpSync(path.join(overlay, 'content'), path.join(shapedSiteRoot, 'content'), { recursive: true });
  return shapedSiteRoot;
}

let localized: ReadonlyMap<string, DeepReadonly<ResolvedContent>> | undefined;

/** Each language's content of the shaped site, as its pages render it. */
function shapedContent(): ReadonlyMap<string, DeepReadonly<ResolvedContent>> {
  if (localized) return localized;
  const fixture = contentFixture();
  try {
    fs.cpSync(path.join(overlay, 'content'), path.join(fixture.root, 'content'), { recursive: true });
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
