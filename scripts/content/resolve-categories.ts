/**
 * The owner's categories, as the site names them: the project types (the tabs) and the kinds of
 * engagement (the experience badges) a file declares under `types:`, each by its key; or, for a
 * file that declares none, today's, keyed as content has always written them (`type: Web
 * Application`) and named in each language by the dictionaries. Nothing else knows these defaults:
 * the check asks here which keys a file allows, and the pages and CVs read the resolved `types`.
 */
import type { Category, ResolvedCategory } from '../../src/content/types.ts';
import { dictionaries } from '../../src/i18n/all-dictionaries.ts';
import { pageDictionaries } from '../../src/i18n/all-page-dictionaries.ts';
import { uiLanguage, type UiLanguage } from '../../src/i18n/ui-languages.ts';
import { kebabCase } from '../../src/lib/kebab-case.ts';

/** The files that may declare `types:`, and the words of today's types in a language's dictionary. */
const DEFAULT_WORDS: Readonly<Record<CategoryFile, (ui: UiLanguage) => Readonly<Record<string, string>>>> = {
  projects: (ui) => dictionaries[ui].projects.types,
  experience: (ui) => pageDictionaries[ui].experience.types,
};

export type CategoryFile = 'projects' | 'experience';

export const isCategoryFile = (name: string): name is CategoryFile => name in DEFAULT_WORDS;

/** The key a declared category is named by: its own `id`, or its label in kebab case. */
export const categoryKey = (category: Category): string => category.id ?? kebabCase(category.label);

/** Today's categories of a file, in the order of the English dictionary, named in `language`. */
export function defaultCategories(file: CategoryFile, language: string): ResolvedCategory[] {
  const words = DEFAULT_WORDS[file](uiLanguage(language));
  return Object.keys(DEFAULT_WORDS[file]('en')).map((id) => ({ id, label: words[id] ?? id }));
}

/**
 * A file's categories as a declaration to write back (the JSON Resume round trip): none when they
 * are today's in `language`, since a file without `types:` shows exactly those.
 */
export function asDeclared(
  file: CategoryFile,
  types: readonly { readonly id: string; readonly label: string }[],
  language: string,
): ResolvedCategory[] | undefined {
  const today = defaultCategories(file, language);
  const same = types.length === today.length && types.every(({ id, label }, i) => id === today[i]?.id && label === today[i]?.label);
  return same ? undefined : types.map(({ id, label }) => ({ id, label }));
}

interface Declaring {
  types?: Category[];
}

/** The file's data with its declared categories keyed: done before a translation is laid over, while the labels are those the keys are made from. */
export function keyCategories(name: string, data: unknown): unknown {
  const file = data as Declaring;
  if (!isCategoryFile(name) || !file.types) return data;
  return { ...file, types: file.types.map((category): ResolvedCategory => ({ ...category, id: categoryKey(category) })) };
}

/** The file's data in `language` with its categories: the declared ones, or today's named in that language. */
export function resolveCategories(name: string, data: unknown, language: string): unknown {
  const file = data as Declaring;
  if (!isCategoryFile(name) || file.types) return data;
  return { ...file, types: defaultCategories(name, language) };
}
