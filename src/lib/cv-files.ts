/**
 * Where the build publishes the generated CVs, shared by the build (which writes them) and the
 * hero's Resume menu (which links them when the owner gives no file of their own).
 */
import { kebabCase } from './kebab-case.ts';

/** The CV languages the Resume menu offers (docs/product-spec.md §1: a French and an English version). */
export const CV_LANGUAGES = ['fr', 'en'] as const;

export type CvLanguage = (typeof CV_LANGUAGES)[number];

/** The Resume menu's CVs, by language: the French and English ones, then each other language of the site. */
export function cvMenuLanguages(siteLanguages: readonly string[]): string[] {
  const others = siteLanguages
    .map((tag) => tag.toLowerCase().split('-')[0] ?? tag)
    .filter((lang) => !(CV_LANGUAGES as readonly string[]).includes(lang));
  return [...CV_LANGUAGES, ...new Set(others)];
}

/** `/cv/sam-rivera-en.pdf`: a language's generated PDF, from the site root. */
export function cvPdfHref(ownerName: string, lang: string): string {
  return `/cv/${kebabCase(ownerName) || 'cv'}-${lang}.pdf`;
}
