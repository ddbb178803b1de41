/**
 * Where the build publishes the generated CVs, shared by the build (which writes them) and the
 * hero's Resume menu (which links them when the owner gives no file of their own).
 */
import { kebabCase } from './kebab-case.ts';

/** The CV languages the Resume menu offers (docs/product-spec.md §1: a French and an English version). */
export const CV_LANGUAGES = ['fr', 'en'] as const;

export type CvLanguage = (typeof CV_LANGUAGES)[number];

/** `/cv/sam-rivera-en.pdf`: a language's generated PDF, from the site root. */
export function cvPdfHref(ownerName: string, lang: string): string {
  return `/cv/${kebabCase(ownerName) || 'cv'}-${lang}.pdf`;
}
