/**
 * The words the PDF CV prints, in its language: its section headings are the site's own (the page
 * dictionaries); the few it has to itself are the dictionaries' `cv` group. A language the site
 * has no dictionary for gets English. The names of project types and kinds of engagement are the
 * content's (its resolved `types`).
 */
import { dictionaryOf } from '../../src/i18n/all-dictionaries.ts';
import { pageWordsOf } from '../../src/i18n/page-dictionary.ts';
import type { InterfaceTexts } from '../../src/i18n/text-overrides.ts';
import { uiLanguage } from '../../src/i18n/ui-languages.ts';

export interface CvLabels {
  /** The section headings. */
  summary: string;
  experience: string;
  internships: string;
  education: string;
  certifications: string;
  skills: string;
  projects: string;
  /** The open end of a period: "Sep 2024 – Present". */
  present: string;
  /** Before a project's links. */
  liveSite: string;
  sourceCode: string;
  /** Spoken names of the contact links, for the PDF's accessible text. */
  email: string;
  phone: string;
  website: string;
  /** The document title in the PDF's properties. */
  documentTitle: (name: string) => string;
}

/**
 * The labels for a language (`fr`, `fr-CA` → French; English when there is no dictionary for it),
 * with the owner's own interface words (content/ui.yaml) when the content has them.
 */
export function cvLabels(lang: string, texts: InterfaceTexts = { language: uiLanguage(lang), overrides: {} }): CvLabels {
  const page = pageWordsOf(texts, lang);
  const words = dictionaryOf(texts, lang);
  return {
    ...page.cv,
    present: page.period.present,
    experience: page.experience.title,
    internships: page.experience.internships,
    education: page.about.education,
    certifications: page.about.certifications,
    skills: page.skills.title,
    projects: page.projectsSection.title,
    email: words.contact.methodNames.Email,
    phone: words.contact.methodNames.Phone,
  };
}
