/**
 * The languages the interface is written in, one dictionary each (dictionaries/), and how a
 * page's language tag (`en`, `en-GB`, `fr`, `de-AT`, `es-MX`) maps to one of them.
 */
export const UI_LANGUAGES = ['en', 'fr', 'de', 'es'] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The id of the page's script element that holds the owner's own island words (content/ui.yaml), when there are any. */
export const UI_TEXTS_ID = 'ui-texts';

export const isUiLanguage = (value: string): value is UiLanguage => (UI_LANGUAGES as readonly string[]).includes(value);

/** A language tag's language, without its region: `en-GB` → `en`. */
export function primarySubtag(tag: string): string {
  return tag.toLowerCase().split('-')[0] ?? tag;
}

/** The dictionary for a language tag: its primary subtag's, or English when there is none. */
export function uiLanguage(tag: string): UiLanguage {
  const primary = primarySubtag(tag);
  return isUiLanguage(primary) ? primary : 'en';
}
