/**
 * What an entry holds once the fields the owner never filled are gone. Decap hands back a value
 * for every field of the form: `''` for an untouched string, `null` or `undefined` for an empty
 * widget, `{}` for an object of empty fields. Written out, they would add `key: ""` lines the
 * owner never typed. Empty lists stay: a required list may be empty on purpose.
 */

/** The value without its empty leaves, at any depth; `undefined` when nothing is left of it. */
export function pruneEmpty(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(pruneEmpty).filter((item) => item !== undefined);
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, pruneEmpty(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** An entry's data without its empty fields. */
export function pruneEntry(data: object): Record<string, unknown> {
  const pruned = pruneEmpty(data);
  return isPlainObject(pruned) ? pruned : {};
}
