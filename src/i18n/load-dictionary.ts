/**
 * Each language's dictionary as its own chunk: a page loads its own language's alone, with the
 * first island it hydrates.
 */
import type { Dictionary } from './dictionary.ts';
import type { UiLanguage } from './ui-languages.ts';

export const dictionaryLoaders: Readonly<Record<UiLanguage, () => Promise<Dictionary>>> = {
  en: () => import('./dictionaries/en.ts').then((m) => m.en),
  fr: () => import('./dictionaries/fr.ts').then((m) => m.fr),
  de: () => import('./dictionaries/de.ts').then((m) => m.de),
  es: () => import('./dictionaries/es.ts').then((m) => m.es),
};
