/**
 * The page's language in the browser, as the prerender wrote it: `<html lang>`, the language's
 * path prefix on #root (`data-base`), the bundled dictionary its words start from when it is not
 * the page language's own (`data-ui`, a language of YAML alone), and the owner's own island words
 * (#ui-texts); its dictionary is loaded once, by the first island.
 */
import { dictionaryLoaders } from './load-dictionary.ts';
import type { PageLanguage } from './page-language.tsx';
import type { TextOverrides } from './text-overrides.ts';
import { isUiLanguage, UI_TEXTS_ID, uiLanguage } from './ui-languages.ts';

export function browserPageLanguage(doc: Document = document): () => Promise<PageLanguage> {
  let loading: Promise<PageLanguage> | undefined;
  return () =>
    (loading ??= (async () => {
      const tag = doc.documentElement.lang || 'en';
      const root = doc.getElementById('root');
      const own = root?.dataset.ui ?? '';
      const language = isUiLanguage(own) ? own : uiLanguage(tag);
      const base = root?.dataset.base ?? '';
      const words = doc.getElementById(UI_TEXTS_ID)?.textContent;
      const overrides = words ? (JSON.parse(words) as TextOverrides) : {};
      const bundled = await dictionaryLoaders[language]();
      // Only a page with words of the owner's own loads the code that lays them over the dictionary.
      const dictionary = words ? (await import('./text-overrides.ts')).withOverrides(bundled, overrides, tag) : bundled;
      return { tag, language, base, dictionary, texts: { language, overrides } };
    })());
}
