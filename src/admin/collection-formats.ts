/**
 * The formats a Decap config names for its collections, to register before Decap starts:
 * `yaml-doc:<collection>` for a file of content/ (YAML that keeps the owner's comments) and
 * `front-matter:<collection>` for a post (Markdown under YAML front matter). Decap's own formats
 * (`yaml`, `frontmatter`…) need no registration and are left out.
 */

import type { EntryKey, KeyedLists } from './keep-renamed-keys.ts';
import type { FieldOrders } from './merge-into-document.ts';

/** Each kind of format the editor registers, with the extension its files have unless the collection says. */
export const FORMAT_EXTENSIONS = { 'yaml-doc': 'yaml', 'front-matter': 'md' } as const;

export type FormatKind = keyof typeof FORMAT_EXTENSIONS;

export interface CollectionFormat {
  /** The format's name in the config: `yaml-doc:profile`. */
  name: string;
  kind: FormatKind;
  /** The extension Decap gives it: the collection's own, else its kind's. */
  extension: string;
  /** A files collection's: every entry it writes was read from its file (nothing is made new). */
  everyEntryRead: boolean;
  /** Its files' keyed lists (the config's `entry_key`), whose renamed entries keep their keys. */
  keyedLists: KeyedLists;
  /** Its forms' field order of each object, by path (`projects`, `projects.links`). */
  fieldOrders: FieldOrders;
}

interface CollectionConfig {
  format?: string;
  extension?: string;
  files?: readonly { fields?: readonly unknown[] }[];
  fields?: readonly unknown[];
}

const isEntryKey = (value: unknown): value is EntryKey =>
  typeof value === 'object' &&
  value !== null &&
  'field' in value &&
  'from' in value &&
  typeof value.field === 'string' &&
  typeof value.from === 'string';

const fieldsOfCollection = (collection: CollectionConfig): readonly unknown[] => [
  ...(collection.fields ?? []),
  ...(collection.files ?? []).flatMap((file) => file.fields ?? []),
];

interface NamedField {
  name: string;
  fields?: readonly unknown[];
}

const isNamedField = (field: unknown): field is NamedField =>
  typeof field === 'object' && field !== null && 'name' in field && typeof field.name === 'string';

/** The field names of each object (or list of objects) in a collection's forms, by its path. */
export function fieldOrdersOf(collection: CollectionConfig): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (fields: readonly unknown[], path: string) => {
    for (const field of fields.filter(isNamedField)) {
      const at = path ? `${path}.${field.name}` : field.name;
      if (!field.fields) continue;
      if (!out.has(at))
        out.set(
          at,
          field.fields.filter(isNamedField).map((inner) => inner.name),
        );
      walk(field.fields, at);
    }
  };
  walk(fieldsOfCollection(collection), '');
  return out;
}

/** The top-level lists of a collection's forms that name a key (`entry_key`), by field name. */
export function keyedListsOf(collection: CollectionConfig): Map<string, EntryKey> {
  const fields = fieldsOfCollection(collection);
  const out = new Map<string, EntryKey>();
  for (const field of fields) {
    if (typeof field !== 'object' || field === null || !('name' in field) || typeof field.name !== 'string') continue;
    const key = 'entry_key' in field ? field.entry_key : undefined;
    if (isEntryKey(key)) out.set(field.name, { field: key.field, from: key.from });
  }
  return out;
}

const isKind = (kind: string): kind is FormatKind => Object.hasOwn(FORMAT_EXTENSIONS, kind);

/** The custom formats of these collections, each once, in the order they are first named. */
export function collectionFormats(collections: readonly CollectionConfig[]): CollectionFormat[] {
  const formats = new Map<string, CollectionFormat>();
  for (const collection of collections) {
    const { format, extension, files } = collection;
    const kind = format?.split(':')[0] ?? '';
    if (format === undefined || !format.includes(':') || !isKind(kind) || formats.has(format)) continue;
    formats.set(format, {
      name: format,
      kind,
      extension: extension ?? FORMAT_EXTENSIONS[kind],
      everyEntryRead: files !== undefined,
      keyedLists: keyedListsOf(collection),
      fieldOrders: fieldOrdersOf(collection),
    });
  }
  return [...formats.values()];
}
