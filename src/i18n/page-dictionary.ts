/**
 * The static sections' words (page-dictionaries/), beside the islands' (dictionaries/): static
 * code reads both through usePageWords(). Server only: the browser never renders static sections.
 * Imports with extensions: Vite's config loader reaches this file through the share-card plugin.
 */
import { useMemo } from 'react';
import { pageDictionaries } from './all-page-dictionaries.ts';
import type { Dictionary } from './dictionary.ts';
import type { PageDictionary } from './page-dictionary-shape.ts';
import { usePageLanguage } from './page-language.tsx';
import { withOverrides, type InterfaceTexts } from './text-overrides.ts';
import type { UiLanguage } from './ui-languages.ts';

/** Every word of the interface in the page's language, for the static sections. */
export function usePageWords(): Dictionary & PageDictionary {
  const { dictionary, tag, texts } = usePageLanguage();
  return useMemo(() => ({ ...dictionary, ...pageWordsOf(texts, tag) }), [dictionary, texts, tag]);
}

const withOwnWords = new WeakMap<InterfaceTexts, PageDictionary>();

/** A language's static words: its bundled ones with the owner's own (content/ui.yaml) laid over them. */
export function pageWordsOf(texts: InterfaceTexts, tag: string): PageDictionary {
  let words = withOwnWords.get(texts);
  if (!words) withOwnWords.set(texts, (words = withOverrides(pageDictionaries[texts.language], texts.overrides, tag)));
  return words;
}

/** The static words of a language, outside React (the page's head). */
export function pageDictionary(language: UiLanguage): PageDictionary {
  return pageDictionaries[language];
}
