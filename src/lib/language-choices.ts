/** The languages a page's switcher offers: every language of the site but the page's own, each named in itself. */
import type { LanguageChoice } from './language-switch.ts';
import { languageBase } from './site-paths.ts';

/** `fr` → `Français`: a language's name in that language, capitalised as a label. */
export function autonym(tag: string): string {
  const text = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }).of(tag) ?? tag;
  return text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
}

/** The site's languages (the default first) other than `current`. */
export function otherLanguages(languages: readonly string[], current: string): LanguageChoice[] {
  const [defaultLanguage = current] = languages;
  return languages.filter((tag) => tag !== current).map((tag) => ({ tag, name: autonym(tag), base: languageBase(tag, defaultLanguage) }));
}
