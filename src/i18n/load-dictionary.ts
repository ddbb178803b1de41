/**
 * Each language's dictionary as its own chunk: a page loads its own language's alone, with the
 * first island it hydrates.
 */
import type { Dictionary } from './dictionary';
import type { UiLanguage } from './ui-languages';

export const dictionaryLoaders: Readonly<Record<UiLanguage, () => Promise<Dictionary>>> = {
  en: () => import('./dictionaries/en').then((m) => m.en),
  fr: () => import('./dictionaries/fr').then((m) => m.fr),
};
