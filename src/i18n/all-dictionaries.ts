/** Every language's dictionary at once, for the prerender (the browser loads its page's alone: load-dictionary.ts). */
import type { Dictionary } from './dictionary';
import { en } from './dictionaries/en';
import { fr } from './dictionaries/fr';
import type { UiLanguage } from './ui-languages';

export const dictionaries: Readonly<Record<UiLanguage, Dictionary>> = { en, fr };
