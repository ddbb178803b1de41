/**
 * The language a page is in, given to everything it renders (static sections on the server,
 * each island on both sides): the interface's dictionary, the language tag, and the path prefix
 * of the page's language (`''` for the default language, `/fr` for French).
 */
import { createContext, use, type ReactNode } from 'react';
import type { Dictionary } from './dictionary.ts';
import type { InterfaceTexts } from './text-overrides.ts';
import type { UiLanguage } from './ui-languages.ts';

export interface PageLanguage {
  /** The page's language tag, as `<html lang>` says it (`en`, `fr`). */
  tag: string;
  /** Which dictionary the page's interface uses. */
  language: UiLanguage;
  dictionary: Dictionary;
  /** The bundled dictionary and the owner's own words (content/ui.yaml) it was made from. */
  texts: InterfaceTexts;
  /** The path every address of this language starts with: `''` (default language) or `/fr`. */
  base: string;
}

const PageLanguageContext = createContext<PageLanguage | null>(null);

export function PageLanguageProvider({ value, children }: { value: PageLanguage; children: ReactNode }) {
  return <PageLanguageContext value={value}>{children}</PageLanguageContext>;
}

export function usePageLanguage(): PageLanguage {
  const value = use(PageLanguageContext);
  if (!value) throw new Error('usePageLanguage: render inside a PageLanguageProvider (the page and each island have one).');
  return value;
}

/** The interface's text in the page's language. */
export function useDictionary(): Dictionary {
  return usePageLanguage().dictionary;
}
