/**
 * Lays a translation over its base file: each field the base schema marks `x-translatable` takes
 * the translation's text when there is one and keeps the base's otherwise; list entries meet by
 * their key (`x-key`), never by position. The same walk reports what it could not use: fields
 * left untranslated, and translated entries whose key names no base entry.
 */
import { kebabCase } from '../../src/lib/kebab-case.ts';
import { pointer as toPointer } from './json-pointer.ts';
import { follow, isSchema, listKey, type ListKey, type Schema, type SchemaFiles } from './translation-schemas.ts';

export interface OverlayFindings {
  /** A base text this translation covers (true) or leaves to the base language (false). */
  text?(translated: boolean): void;
  /** A base field with no translation: its name in the owner's terms, and the nearest pointer that exists in the translation. */
  untranslated(field: string, near: string | undefined): void;
  /** A translated entry whose key matches no base entry. */
  unmatched(pointer: string, key: string, keys: readonly string[], listField: string): void;
  /** Two translated entries with the same key. */
  repeated(pointer: string, key: string): void;
  /** Two base entries with the same key (translations could not tell them apart): the later one's pointer in the base file. */
  ambiguous(basePointer: string, key: string, list: ListKey): void;
}

/** The key of a base entry: its own `id`/`slug`, or the field it is made from in kebab case. */
export function entryKey(entry: unknown, key: ListKey): string | undefined {
  if (!isSchema(entry)) return undefined;
  const own = entry[key.field];
  if (typeof own === 'string') return own;
  const from = entry[key.from];
  return typeof from === 'string' ? kebabCase(from) : undefined;
}

interface Walk {
  files: SchemaFiles;
  findings: OverlayFindings;
}

/** Where a value is: its name in the owner's terms, its pointer in the base file, and the pointer of it (or of its nearest parent) in the translation. */
interface Place {
  field: string;
  base: string;
  pointer: string | undefined;
}

const child = (path: string, name: string) => (path ? `${path}.${name}` : name);

function overlayList(base: unknown[], node: Schema, file: string, translation: unknown, at: Place, walk: Walk, key: ListKey): unknown[] {
  const items = node.items as Schema;
  const translated = new Map<string, { entry: unknown; index: number }>();
  if (Array.isArray(translation) && at.pointer !== undefined) {
    translation.forEach((entry: unknown, index) => {
      const own = isSchema(entry) ? entry[key.field] : undefined;
      if (typeof own !== 'string') return;
      if (translated.has(own)) walk.findings.repeated(`${at.pointer}/${index}/${key.field}`, own);
      else translated.set(own, { entry, index });
    });
  }
  const keys = base.map((entry) => entryKey(entry, key));
  keys.forEach((k, i) => {
    if (k !== undefined && keys.indexOf(k) < i) walk.findings.ambiguous(`${at.base}/${i}`, k, key);
  });
  for (const [own, { index }] of translated) {
    if (!keys.includes(own)) walk.findings.unmatched(`${at.pointer}/${index}/${key.field}`, own, keys.filter((k): k is string => k !== undefined), at.field);
  }
  return base.map((entry, i) => {
    const k = keys[i];
    const match = k === undefined ? undefined : translated.get(k);
    const pointer = match && at.pointer !== undefined ? `${at.pointer}/${match.index}` : at.pointer;
    return overlayNode(entry, items, file, match?.entry, { field: `${at.field}[${k ?? i}]`, base: `${at.base}/${i}`, pointer: match ? pointer : at.pointer }, walk);
  });
}

/**
 * The base value with the translation laid over it. `at.pointer` is where the translation holds
 * this value (or its nearest parent), for locating what is missing.
 */
function overlayNode(base: unknown, schema: Schema, file: string, translation: unknown, at: Place, walk: Walk): unknown {
  const { node, file: nodeFile } = follow(schema, file, walk.files);
  if (schema['x-translatable'] === true || node['x-translatable'] === true) {
    if (base !== undefined) walk.findings.text?.(translation !== undefined);
    if (translation !== undefined) return translation;
    if (base !== undefined) walk.findings.untranslated(at.field, at.pointer);
    return base;
  }
  const key = listKey(node);
  if (key && Array.isArray(base) && isSchema(node.items)) return overlayList(base, node, nodeFile, translation, at, walk, key);
  if (!isSchema(node.properties) || !isSchema(base)) return base;
  const own = isSchema(translation) ? translation : undefined;
  const out: Record<string, unknown> = { ...base };
  for (const [name, property] of Object.entries(node.properties)) {
    if (!isSchema(property)) continue;
    const inTranslation = own?.[name];
    if (base[name] === undefined && inTranslation === undefined) continue;
    const pointer = own && at.pointer !== undefined ? (inTranslation !== undefined ? `${at.pointer}${toPointer([name])}` : at.pointer) : at.pointer;
    const value = overlayNode(base[name], property, nodeFile, inTranslation, { field: child(at.field, name), base: `${at.base}${toPointer([name])}`, pointer }, walk);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * `base` (content/<name>.yaml, its defaults resolved) with `translation` (content/<language>/<name>.yaml,
 * or undefined when there is none) laid over it, reporting what is left untranslated or unmatched.
 */
export function overlayTranslation(name: string, base: unknown, translation: unknown, files: SchemaFiles, findings: OverlayFindings): unknown {
  const schema = files.get(name);
  if (!schema) throw new Error(`no schema ${name}`);
  return overlayNode(base, schema, name, translation, { field: '', base: '', pointer: translation === undefined ? undefined : '' }, { files, findings });
}
