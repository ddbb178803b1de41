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
import type { UiLanguage } from './ui-languages.ts';

export const dictionaries: Readonly<Record<UiLanguage, Dictionary>> = { en, fr, de, es };
