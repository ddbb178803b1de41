/**
 * An entry's YAML: its data written into the text it was read from, or into a new document.
 */
import type { EntryData } from './decap-formatter.ts';
import { mergeIntoDocument, type FieldOrders } from './merge-into-document.ts';
import { isPlainObject } from './prune-empty.ts';
import { newYamlDocument, parseYaml, printYaml } from './yaml-document.ts';

/** The data of a YAML text, which must be a mapping (or nothing: `{}`). */
export function readYaml(text: string): EntryData {
  const data: unknown = parseYaml(text).toJS();
  if (data === null || data === undefined) return {};
  if (!isPlainObject(data)) throw new Error('YAML parsing error:\nThe file holds a single value or a list, not fields (key: value).');
  return data;
}

/** `data` (pruned) written into `original` when there is one; a new document's keys follow `sortedKeys`. */
export function writeYaml(
  original: string | undefined,
  data: EntryData,
  sortedKeys: readonly string[],
  comments: Record<string, string>,
  fieldOrders?: FieldOrders,
): string {
  const doc = original === undefined ? newYamlDocument() : parseYaml(original);
  if (doc.contents === null && Object.keys(data).length === 0) return printYaml(doc);
  mergeIntoDocument(doc, data, sortedKeys, comments, fieldOrders);
  return printYaml(doc);
}
