/**
 * The entries a field names, offered as a select: a project's type among the declared types, a
 * section among the site's sections, a translated entry among the base file's entries. The keys
 * are made as the check makes them (the written `id`/`slug`, or the kebab case of the title), so
 * an entry whose key is left to its default is offered too; Decap's own relation widget reads only
 * keys that are written out.
 */
import { BUILT_IN_SECTIONS } from '../../src/lib/page-sections.ts';
import { kebabCase } from '../../src/lib/kebab-case.ts';
import type { DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import { isCategoryFile } from '../content/resolve-categories.ts';
import { isSchema, listKey, type ListKey, type Schema, type SchemaFiles } from '../content/translation-schemas.ts';
import type { FieldContext } from './schema-fields.ts';
import type { SelectOption } from './decap-config.ts';
import { follow } from './schema-refs.ts';

type References = FieldContext['references'];

const NONE: References = () => undefined;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** The lists of a schema whose entries a translation names by a key, by path: `projects` → slug from title. */
export function keyedLists(schema: Schema, file: string, files: SchemaFiles, path = ''): Map<string, ListKey> {
  const out = new Map<string, ListKey>();
  const { node, file: nodeFile } = follow(schema, file, files);
  const properties = isSchema(node.properties) ? node.properties : {};
  for (const [name, property] of Object.entries(properties)) {
    if (!isSchema(property)) continue;
    const at = path ? `${path}.${name}` : name;
    const { node: list, file: listFile } = follow(property, nodeFile, files);
    const key = listKey(list) ?? listKey(property);
    if (key) out.set(at, key);
    if (isSchema(list.items)) for (const [inner, innerKey] of keyedLists(list.items, listFile, files, `${at}.*`)) out.set(inner, innerKey);
  }
  return out;
}

/** Every value at a path with `*` for each entry of a list: `roles.*` of the experience file. */
function valuesAt(data: unknown, path: string): unknown[] {
  let values: unknown[] = [data];
  for (const segment of path.split('.')) {
    values = values.flatMap((value) => {
      if (segment === '*') return Array.isArray(value) ? (value as unknown[]) : [];
      return isSchema(value) && segment in value ? [value[segment]] : [];
    });
  }
  return values;
}

/** The keys of a keyed list's entries, as the check matches them, each labelled by what it is made from. */
export function keyOptions(data: unknown, path: string, key: ListKey): SelectOption[] {
  return valuesAt(data, `${path}.*`).flatMap((entry) => {
    if (!isSchema(entry)) return [];
    const from = textOf(entry[key.from]);
    const value = textOf(entry[key.field]) ?? (from ? kebabCase(from) : undefined);
    return value ? [{ value, label: from ?? value }] : [];
  });
}

/** A base file's references: its categories, and the site's sections. */
export function baseReferences(name: string, content: DeepReadonly<ResolvedContent>): References {
  if (name === 'site') {
    const own = Object.entries(content.customSections).map(([id, section]) => ({ value: id, label: `${section.title} (${id})` }));
    const sections: SelectOption[] = [...BUILT_IN_SECTIONS.map((id) => ({ value: id, label: id })), ...own];
    return (path) => (path === 'sections.*' ? sections : undefined);
  }
  if (isCategoryFile(name)) {
    const categories = content[name].types.map((type) => ({ value: type.id, label: type.label }));
    return (_path, defs) => (defs.includes('category-name') ? categories : undefined);
  }
  return NONE;
}

/**
 * A translation's references: each keyed entry names an entry of the base file, as written, or as
 * resolved where the file leaves a list to its default (the template's types).
 */
export function translationReferences(baseSchema: Schema, file: string, files: SchemaFiles, written: unknown, resolved: unknown): References {
  const byKeyPath = new Map<string, SelectOption[]>();
  for (const [path, key] of keyedLists(baseSchema, file, files)) {
    const options = keyOptions(written, path, key);
    byKeyPath.set(`${path}.*.${key.field}`, options.length ? options : keyOptions(resolved, path, key));
  }
  return (path) => byKeyPath.get(path);
}
