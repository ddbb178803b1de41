/**
 * The Resume menu's entries: the French and English CVs (docs/product-spec.md §1), then one for
 * each other language of the site, each the owner's own file (profile.yaml `resume`) or the
 * generated PDF.
 */
import type { DeepReadonly, Profile } from '../../content/types.ts';
import type { PageDictionary } from '../../i18n/page-dictionary-shape.ts';
import { primarySubtag } from '../../i18n/ui-languages.ts';
import { cvMenuLanguages, cvPdfHref } from '../../lib/cv-files.ts';

export interface ResumeItem {
  label: string;
  href: string;
  hrefLang: string;
  newTab: boolean;
}

/** French and English by their own words, another language by its name in the page's language. */
function resumeLabel(t: PageDictionary, lang: string, pageTag: string): string {
  if (lang === 'fr') return t.hero.resumeFrench;
  if (lang === 'en') return t.hero.resumeEnglish;
  return t.hero.resumeIn(new Intl.DisplayNames([pageTag], { type: 'language', fallback: 'code' }).of(lang) ?? lang);
}

/** The owner's own file in a language, by its code (`resume.fr`); a regional tag (`en-GB`) by its primary subtag. */
const ownFile = (profile: DeepReadonly<Profile>, lang: string) => profile.resume?.[lang] ?? profile.resume?.[primarySubtag(lang)];

export function resumeItems(t: PageDictionary, profile: DeepReadonly<Profile>, siteLanguages: readonly string[], pageTag: string): ResumeItem[] {
  return cvMenuLanguages(siteLanguages).map((lang) => ({
    label: resumeLabel(t, lang, pageTag),
    href: ownFile(profile, lang) ?? cvPdfHref(profile.name, lang),
    hrefLang: lang,
    newTab: true,
  }));
}
