/**
 * Where each node of a YAML text starts, found with the `yaml` package's public API (its parser,
 * composer and node types), filed under the JSON pointer js-yaml's data has for the node; and
 * each alias with the value js-yaml gave it. js-yaml reads the values; it tells where a node is
 * only through its loader's internal state, which its maintainers call unsupported (issue 43).
 */
import { Composer, isAlias, isMap, isNode, isPair, isScalar, isSeq, Parser, type Alias, type CST, type Pair, type TagId } from 'yaml';
import type { AliasUse } from './alias-expansion.ts';
import { pointer } from './json-pointer.ts';
import type { LineIndex, Position } from './source-map.ts';
import { propertyStarts } from './yaml-property-starts.ts';

/** Where a value sits, and for a mapping entry where its key sits. */
export interface NodeLocation {
  value: Position;
  key?: Position;
}

/** What js-yaml's schema reads that changes a key or a mapping: timestamps (a date as key) and merge keys (`<<: *base`). */
export interface KeyReading {
  timestamps: boolean;
  merge: boolean;
}

export interface SourceNodes {
  /** Locations by JSON pointer ("" is the document, "/projects/2/type" a field). */
  locations: Map<string, NodeLocation>;
  /** The aliases in the order they appear, each with js-yaml's value for it (an alias of nothing is left out). */
  aliases: AliasUse[];
}

const START: Position = { line: 1, col: 1 };

const startOf = (node: unknown): number | undefined => (isNode(node) && node.range ? node.range[0] : undefined);

/** js-yaml's value under `name` in `parent`, when the parent is a mapping that has it. */
function member(parent: unknown, name: string | undefined): unknown {
  if (name === undefined || typeof parent !== 'object' || parent === null || !Object.hasOwn(parent, name)) return undefined;
  return (parent as Record<string, unknown>)[name];
}

/**
 * The name js-yaml gives an entry: String() of its key (a date key is a Date's string under
 * timestamps, as there). A key that is an alias or a collection has none here; its entry is
 * located at its mapping, the nearest located parent.
 */
const keyName = (key: unknown): string | undefined => (isScalar(key) ? String(key.value) : undefined);

/** A merge key (`<<`) is composed as a scalar whose value is a symbol. */
const isMergeKey = (key: unknown): boolean => isScalar(key) && typeof key.value === 'symbol';

/** `data` is js-yaml's for `text`; it is read for the aliases' values only. */
export function sourceNodes(text: string, index: LineIndex, reading: KeyReading, data: unknown): SourceNodes {
  const tokens = [...new Parser().parse(text)];
  const customTags: TagId[] = reading.timestamps ? ['timestamp'] : [];
  const options = { version: '1.2', schema: 'core', customTags, merge: reading.merge, uniqueKeys: false, strict: false } as const;
  const [doc] = new Composer(options).compose(tokens, true, text.length);
  const documentToken = tokens.find((token): token is CST.Document => token.type === 'document');
  const starts = documentToken ? propertyStarts(documentToken) : { keys: new Map<number, number>(), values: new Map<number, number>() };
  // A node starts at its properties; a block mapping at its first key's, which open it.
  const valueAt = (offset: number) => index.position(starts.values.get(offset) ?? starts.keys.get(offset) ?? offset);
  const keyAt = (offset: number) => index.position(starts.keys.get(offset) ?? offset);

  const found: SourceNodes = { locations: new Map(), aliases: [] };
  // Each anchor's js-yaml value, for the aliases a merge key names (they sit at no pointer).
  const anchored = new Map<string, unknown>();
  const alias = (node: Alias, value: unknown) => {
    const stands = value !== undefined ? value : anchored.get(node.source);
    if (stands !== undefined && stands !== null) found.aliases.push({ start: node.range?.[0] ?? 0, value: stands });
  };

  /** `path`: the node's pointer, undefined inside a merge key's value; `key`: its entry's key's position. */
  const visit = (node: unknown, path: string | undefined, value: unknown, key?: Position): void => {
    const offset = startOf(node);
    if (path !== undefined) {
      const empty = key !== undefined && (node === null || (isScalar(node) && node.value === null));
      const at = empty || offset === undefined ? (key ?? START) : valueAt(offset);
      found.locations.set(path, key ? { value: at, key } : { value: at });
    }
    if (isNode(node) && node.anchor) anchored.set(node.anchor, value);
    if (isAlias(node)) alias(node, value);
    else if (isMap(node)) for (const pair of node.items) entry(pair, path, value);
    else if (isSeq(node))
      node.items.forEach((item, i) => {
        const itemPath = path === undefined ? undefined : `${path}/${i}`;
        const itemValue = Array.isArray(value) ? (value as readonly unknown[])[i] : undefined;
        if (!isPair(item)) return visit(item, itemPath, itemValue);
        // `[title: x]`: js-yaml reads the pair as a mapping of one entry, which starts at its key.
        const keyOffset = startOf(item.key);
        if (itemPath !== undefined && keyOffset !== undefined) found.locations.set(itemPath, { value: keyAt(keyOffset) });
        entry(item, itemPath, itemValue);
      });
  };

  const entry = ({ key, value: node }: Pair<unknown, unknown>, path: string | undefined, parent: unknown) => {
    // A merge key is no entry of the data, and the entries it brings have no place of their own here: they are found at the mapping.
    if (isMergeKey(key)) return visit(node, undefined, undefined);
    if (isAlias(key)) alias(key, undefined);
    const name = keyName(key);
    const keyOffset = startOf(key) ?? startOf(node);
    const childPath = path === undefined || name === undefined ? undefined : `${path}${pointer([name])}`;
    visit(node, childPath, member(parent, name), keyOffset === undefined ? undefined : keyAt(keyOffset));
  };

  visit(doc?.contents ?? null, '', data);
  return found;
}
