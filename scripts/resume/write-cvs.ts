/**
 * The build's CV step: `resume.json` (JSON Resume) for each language of the site, and a PDF CV for
 * each language the Resume menu offers (French and English, plus any other site language) unless
 * the owner links a file of their own for it (profile.yaml `resume`).
 */
import path from 'node:path';
import type { Content, DeepReadonly } from '../../src/content/types.ts';
import { primarySubtag } from '../../src/i18n/ui-languages.ts';
import { CV_LANGUAGES } from '../../src/lib/cv-files.ts';
import { cvContentFrom } from './cv-content.ts';
import { writeResumeOutputs, type ResumeOutputs } from './write-resume-outputs.ts';

export interface WrittenCvs {
  /** Paths written, relative to the output folder. */
  files: string[];
  milliseconds: number;
}

const OWN_FILE_KEY = { fr: 'french', en: 'english' } as const;

/** The languages whose PDF the owner supplies, so none is generated for them. */
function ownFileLanguages(content: DeepReadonly<Content>): Set<string> {
  const resume = content.profile.resume ?? {};
  return new Set(CV_LANGUAGES.filter((lang) => resume[OWN_FILE_KEY[lang]] !== undefined));
}

export interface CvOptions {
  lastModified?: Date;
  /** The site's languages, the default first (content.site.language alone by default). */
  languages?: readonly string[];
  /** Each language's content, its translations laid over the base (the CV in that language uses it). */
  localized?: ReadonlyMap<string, DeepReadonly<Content>>;
  /** Told of each language's files as they are written, with the time each took. */
  onWritten?: (lang: string, outputs: ResumeOutputs) => void;
}

export async function writeCvs(root: string, content: DeepReadonly<Content>, outDir: string, options: CvOptions = {}): Promise<WrittenCvs> {
  const { lastModified, localized } = options;
  const started = performance.now();
  const siteLanguages = [...(options.languages ?? [content.site.language])];
  const own = ownFileLanguages(content);
  // The Resume menu's French and English CVs, unless a site language already is one (`en-GB` is English).
  const languages = [...siteLanguages, ...CV_LANGUAGES.filter((cv) => !siteLanguages.some((tag) => primarySubtag(tag) === cv))];
  const files: string[] = [];
  for (const lang of languages) {
    const base = cvContentFrom(localized?.get(lang) ?? content, lang);
    const cv = { ...base, site: { ...base.site, languages: siteLanguages } };
    const photoFile = cv.profile.photo ? path.join(root, 'public', cv.profile.photo) : undefined;
    const parts = { json: siteLanguages.includes(lang), pdf: !own.has(primarySubtag(lang)) };
    if (!parts.json && !parts.pdf) continue;
    const written = await writeResumeOutputs(cv, outDir, { photoFile, lastModified, parts });
    options.onWritten?.(lang, written);
    files.push(...[written.json, written.pdf].filter((f): f is string => f !== undefined));
  }
  return { files, milliseconds: performance.now() - started };
}
