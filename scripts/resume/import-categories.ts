/**
 * The owner's categories back from our meta (to-json-resume.ts): the project types and kinds of
 * engagement they declared, each an id and a label, and their own skill icons, each a name and an
 * SVG path. A document without them gets today's types and the site's icons.
 */
import type { ResolvedCategory, SkillIcons } from '../../src/content/types.ts';
import { defaultCategories, type CategoryFile } from '../content/resolve-categories.ts';
import { isJson, type ImportContext } from './import-context.ts';

/** The types our meta declares for a file, each with a text id and label; undefined when it declares none. */
export function importedTypes(ctx: ImportContext, file: CategoryFile): ResolvedCategory[] | undefined {
  const list: unknown = ctx.meta?.types?.[file];
  if (!Array.isArray(list)) return undefined;
  const types = list.flatMap((type: unknown) =>
    isJson(type) && typeof type.id === 'string' && typeof type.label === 'string' ? [{ id: type.id, label: type.label }] : [],
  );
  return types.length ? types : undefined;
}

/** The keys an entry of the file may name: the declared types', or today's. */
export function typeKeys(ctx: ImportContext, file: CategoryFile): string[] {
  return (importedTypes(ctx, file) ?? defaultCategories(file, 'en')).map(({ id }) => id);
}

/** A guess among today's types, or the first of the declared ones when the guess is not one of them. */
export function fitGuess(guess: string, keys: readonly string[]): string {
  return keys.includes(guess) ? guess : (keys[0] ?? guess);
}

/** The owner's icons from our meta, those with a text path; undefined when there are none. */
export function importedIcons(ctx: ImportContext): SkillIcons | undefined {
  const icons: unknown = ctx.meta?.icons;
  if (!isJson(icons)) return undefined;
  const own = Object.entries(icons).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return own.length ? Object.fromEntries(own) : undefined;
}
