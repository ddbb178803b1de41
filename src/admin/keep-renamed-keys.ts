/**
 * A renamed entry keeps its key. An entry of a keyed list (a project, a role, a category) is named
 * by its `slug`/`id`, which by default is made from its title; a translation, a post's link and
 * the project's address all name it by that key. Renaming it in a form would quietly change the
 * key and break them, so when an entry without a written key is renamed, the key it had is written
 * out. An entry is taken for renamed when its old name is gone from the list and the rest of it is
 * alike (entry-similarity.ts): a new entry, or one moved in the list, keeps its own key.
 */
import { kebabCase } from '../lib/kebab-case.ts';
import { similarity, MIN_SIMILARITY } from './entry-similarity.ts';
import { isPlainObject } from './prune-empty.ts';

/** How a list's entries are keyed: the key's field, and the field it is made from by default. */
export interface EntryKey {
  field: string;
  from: string;
}

/** Keyed lists by their path in a file: `projects`, `roles`, `entries`. */
export type KeyedLists = ReadonlyMap<string, EntryKey>;

type Entry = Record<string, unknown>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

function keepKeys(now: readonly unknown[], before: readonly unknown[], key: EntryKey): unknown[] {
  const names = (entries: readonly unknown[]) => new Set(entries.filter(isPlainObject).map((entry) => textOf(entry[key.from])));
  const [namesNow, namesBefore] = [names(now), names(before)];
  // Entries whose key was their default, and whose name is no longer in the list.
  const renamedAway = before.filter(
    (entry): entry is Entry => isPlainObject(entry) && entry[key.field] === undefined && !namesNow.has(textOf(entry[key.from])),
  );
  return now.map((entry) => {
    if (!isPlainObject(entry) || entry[key.field] !== undefined || namesBefore.has(textOf(entry[key.from]))) return entry;
    const scored = renamedAway.map((old) => ({ old, score: similarity({ ...entry, [key.from]: '' }, { ...old, [key.from]: '' }) }));
    const best = scored.reduce<{ old?: Entry; score: number }>((top, next) => (next.score > top.score ? next : top), {
      score: MIN_SIMILARITY - Number.EPSILON,
    });
    const oldName = best.old && textOf(best.old[key.from]);
    if (!best.old || !oldName) return entry;
    renamedAway.splice(renamedAway.indexOf(best.old), 1);
    // The key right after its name, where a person writes it.
    return Object.fromEntries(
      Object.entries(entry).flatMap(([name, value]) =>
        name === key.from
          ? [
              [name, value],
              [key.field, kebabCase(oldName)],
            ]
          : [[name, value]],
      ),
    );
  });
}

/** `data` with the keys of its renamed entries written out, against the `original` data it was read as. */
export function keepRenamedKeys(data: Entry, original: unknown, lists: KeyedLists): Entry {
  if (!isPlainObject(original) || lists.size === 0) return data;
  const out: Entry = { ...data };
  for (const [listPath, key] of lists) {
    // Every schema keys top-level lists only; a nested one would be left as it is.
    const [head, ...rest] = listPath.split('.');
    if (!head || rest.length) continue;
    const now = out[head];
    const before = original[head];
    if (Array.isArray(now) && Array.isArray(before)) out[head] = keepKeys(now, before, key);
  }
  return out;
}
