/**
 * The frozen sample site the project's own tests run against (test/fixtures/sample-site/): Sam
 * Rivera's content and images as they were when the tests were written. These tests never read
 * the owner's content/, so replacing it cannot break them; the owner's content has a suite of its
 * own (test/site/).
 */
import path from 'node:path';
import type { DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import { checkContent } from '../../scripts/content/check-content.ts';
import { cvContentFrom, type CvContent } from '../../scripts/resume/cv-content.ts';
import { cacheDir, contentPaths, repoRoot } from '../../scripts/paths.ts';
import { loadSite } from '../../scripts/site/load-site.ts';
import type { Site } from '../../scripts/site/site.ts';

export const sampleSiteRoot = path.join(repoRoot, 'test', 'fixtures', 'sample-site');
export const samplePaths = contentPaths(sampleSiteRoot);
/** Where the browser tests build it (test/browser/support/global-setup.ts). */
export const sampleDist = path.join(cacheDir, 'sample-site', 'dist');
/** Set (to sampleDist) by the browser tests' setup once it has built the sample site, for the test workers that start after it. */
export const SAMPLE_BUILT_IN_THIS_RUN = 'PORTFOLIO_SAMPLE_BUILT_IN_THIS_RUN';
/** Where they build it in each showcase look (scripts/look/showcase-looks.ts): `<looksDist>/<look>/`. */
export const looksDist = path.join(cacheDir, 'sample-site', 'looks');

const checked = checkContent(samplePaths);
if (!checked.localized) throw new Error(`the sample site has problems:\n${checked.report}`);

/** Its languages, the default first: English and French. */
export const sampleLanguages: readonly string[] = checked.languages;
/** Each language's content, as its pages render it. */
export const sampleLocalized: Readonly<Record<string, DeepReadonly<ResolvedContent>>> = Object.fromEntries(checked.localized);

function inLanguage(language: string): DeepReadonly<ResolvedContent> {
  const content = sampleLocalized[language];
  if (!content) throw new Error(`the sample site has no ${language} content`);
  return content;
}

/** The default language's content (English), as its pages render it. */
export const sample = inLanguage(sampleLanguages[0] ?? 'en');
export const sampleFrench = inLanguage('fr');

let site: Promise<Site> | undefined;
/** The sample as a whole site (images described), as a command passes it along. */
export function sampleSite(): Promise<Site> {
  site ??= loadSite(samplePaths).then(({ site: loaded, check }) => {
    if (!loaded) throw new Error(check.report);
    return loaded;
  });
  return site;
}

/** The sample's CV content in a language (its labels, and its translated text when the site has that language). */
export function sampleCv(lang?: string): CvContent {
  return cvContentFrom(lang ? (sampleLocalized[lang] ?? sample) : sample, lang);
}
