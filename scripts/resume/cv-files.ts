/**
 * The CV files a site publishes: `resume.json` (JSON Resume) for each language of the site, and a
 * PDF for each language the Resume menu offers (French and English, plus any other site language)
 * unless the owner links a file of their own for it (profile.yaml `resume`). Each is made from its
 * language's content (scripts/outputs/resume.json.ts and cv.pdf.ts render them).
 */
import path from 'node:path';
import { primarySubtag } from '../../src/i18n/ui-languages.ts';
import { CV_LANGUAGES, cvPdfHref } from '../../src/lib/cv-files.ts';
import { resolveWritten } from '../content/resolve-content.ts';
import type { Site } from '../site/site.ts';
import { contentIn } from '../site/site.ts';
import { cvContentFrom, type CvContent } from './cv-content.ts';
import { resumeJsonPath } from './to-json-resume.ts';

export interface CvFiles {
  lang: string;
  cv: CvContent;
  /** Where its JSON Resume is published (`/resume.json`, `/fr/resume.json`), for a language of the site. */
  json?: string;
  /** Where its PDF is published (`/cv/<owner>-<lang>.pdf`), unless the owner links their own. */
  pdf?: string;
  /** The portrait's file, for the PDF. */
  photoFile?: string;
}

export function cvFiles(site: Pick<Site, 'content' | 'languages' | 'localized' | 'paths'>): CvFiles[] {
  const resume = site.content.profile.resume ?? {};
  const own = new Set<string>(Object.keys(resume).filter((lang) => resume[lang] !== undefined));
  // The Resume menu's French and English CVs, unless a site language already is one (`en-GB` is English).
  const languages = [...site.languages, ...CV_LANGUAGES.filter((cv) => !site.languages.some((tag) => primarySubtag(tag) === cv))];
  return languages.flatMap((lang) => {
    // A CV in a language the site is not published in: the default language's content, its types named in the CV's language.
    const content = site.localized.has(lang) ? contentIn(site, lang) : resolveWritten(site.content, lang);
    const base = cvContentFrom(content, lang);
    const cv: CvContent = { ...base, site: { ...base.site, languages: [...site.languages] } };
    const json = site.languages.includes(lang) ? `/${resumeJsonPath(cv)}` : undefined;
    // By its primary subtag: en-GB's is the English one the Resume menu links.
    const pdf = own.has(primarySubtag(lang)) ? undefined : cvPdfHref(cv.profile.name, primarySubtag(lang));
    if (!json && !pdf) return [];
    const photoFile = cv.profile.photo ? path.join(site.paths.publicDir, cv.profile.photo) : undefined;
    return [{ lang, cv, json, pdf, photoFile }];
  });
}
