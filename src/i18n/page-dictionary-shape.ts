/** The shape of the static page's words: the English dictionary's, every language's (page-dictionaries/). */
import type { Widen } from './dictionary.ts';
import type { enPage } from './page-dictionaries/en.ts';

export type PageDictionary = Widen<typeof enPage>;
