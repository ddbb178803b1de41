/**
 * Where a YAML node's properties start — its anchor (`&base`) or tag (`!!str`) — read from the
 * `yaml` package's concrete syntax tree. Its composed nodes start at the value after the
 * properties; a node starts at its first property, as the YAML spec has it and as the check
 * has always located one (`anchor: &base` is found at `&base`, not on the next line).
 */
import { CST } from 'yaml';

/** A node's start (its token's offset) → its first property's offset, for keys and for values apart. */
export interface PropertyStarts {
  keys: Map<number, number>;
  values: Map<number, number>;
}

/** Tokens that may stand between a node's properties and the node. */
const BETWEEN = new Set(['space', 'newline', 'comment']);

/** The offset of the first property in the run of properties that ends `tokens`, if there is one. */
function firstProperty(tokens: readonly CST.SourceToken[]): number | undefined {
  let first: number | undefined;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    if (!token) break;
    if (token.type === 'anchor' || token.type === 'tag') first = token.offset;
    else if (!BETWEEN.has(token.type)) break;
  }
  return first;
}

export function propertyStarts(document: CST.Document): PropertyStarts {
  const starts: PropertyStarts = { keys: new Map(), values: new Map() };
  const note = (into: Map<number, number>, node: CST.Token | null | undefined, before: readonly CST.SourceToken[]) => {
    const at = node ? firstProperty(before) : undefined;
    if (node && at !== undefined) into.set(node.offset, at);
  };
  CST.visit(document, (item) => {
    // A key's properties come before it; a value's after the `:`, or before it when there is no key (a list item).
    note(starts.keys, item.key, item.start);
    note(starts.values, item.value, item.sep ?? (item.key === undefined ? item.start : []));
  });
  return starts;
}
