/**
 * Every language's static words at once, without React (page-dictionary.ts reads them for the
 * page): the content check names today's categories with them before anything else is loaded.
 */
import type { PageDictionary } from './page-dictionary-shape.ts';
import { dePage } from './page-dictionaries/de.ts';
import { enPage } from './page-dictionaries/en.ts';
import { esPage } from './page-dictionaries/es.ts';
import { frPage } from './page-dictionaries/fr.ts';
import type { UiLanguage } from './ui-languages.ts';

export const pageDictionaries: Readonly<Record<UiLanguage, PageDictionary>> = { en: enPage, fr: frPage, de: dePage, es: esPage };
