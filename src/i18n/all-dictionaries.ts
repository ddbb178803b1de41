/**
 * Every language's dictionary at once, for the prerender and the share cards (the browser loads its
 * page's alone: load-dictionary.ts). Imports with extensions: Vite's config loader reaches this
 * file through the share-card plugin.
 */
import type { Dictionary } from './dictionary.ts';
import { de } from './dictionaries/de.ts';
import { en } from './dictionaries/en.ts';
import { es } from './dictionaries/es.ts';
import { fr } from './dictionaries/fr.ts';
import { withOverrides, type InterfaceTexts } from './text-overrides.ts';
import type { UiLanguage } from './ui-languages.ts';

export const dictionaries: Readonly<Record<UiLanguage, Dictionary>> = { en, fr, de, es };

const withOwnWords = new WeakMap<InterfaceTexts, Dictionary>();

/** A language's island words: its bundled dictionary with the owner's own words (content/ui.yaml) laid over it. */
export function dictionaryOf(texts: InterfaceTexts, tag: string): Dictionary {
  let dictionary = withOwnWords.get(texts);
  if (!dictionary) withOwnWords.set(texts, (dictionary = withOverrides(dictionaries[texts.language], texts.overrides, tag)));
  return dictionary;
}
