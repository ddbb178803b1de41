/**
 * The page's language in the browser, as the prerender wrote it: `<html lang>` and the language's
 * path prefix on #root (`data-base`), with its dictionary loaded once, by the first island.
 */
import { dictionaryLoaders } from './load-dictionary.ts';
import type { PageLanguage } from './page-language.tsx';
import { uiLanguage } from './ui-languages.ts';

export function browserPageLanguage(doc: Document = document): () => Promise<PageLanguage> {
  let loading: Promise<PageLanguage> | undefined;
  return () =>
    (loading ??= (async () => {
      const tag = doc.documentElement.lang || 'en';
      const language = uiLanguage(tag);
      const base = doc.getElementById('root')?.dataset.base ?? '';
      return { tag, language, base, dictionary: await dictionaryLoaders[language]() };
    })());
}
