/**
 * A node for a value the document does not hold yet, made like its peers: a new project is a copy
 * of the project before it (its folded description, its flow list of skills, its key order) with
 * the new values, and a new item of a list of folded strings is folded too. Without a peer, the
 * node is `yaml`'s default: block collections, plain strings, keys in `order` (Decap's fields).
 */
import { Scalar, isCollection, isMap, isNode, isScalar, isSeq, visit } from 'yaml';
import type { Document, Node } from 'yaml';
import { isPlainObject } from './prune-empty.ts';

/** The nodes at the same place in the entry's other list items, nearest last. */
export type Peers = readonly Node[];

/** A copy without comments: a comment speaks of the node it was written beside. */
function uncommentedCopy(node: Node): Node {
  const copy = node.clone() as Node;
  visit(copy, (_key, item) => {
    if (isNode(item)) [item.commentBefore, item.comment] = [undefined, undefined];
  });
  return copy;
}

function sameKind(node: Node, value: unknown): boolean {
  if (isMap(node)) return isPlainObject(value);
  if (isSeq(node)) return Array.isArray(value);
  return isScalar(node) && typeof node.value === typeof value;
}

/** The nearest peer of the value's kind, copied to be filled in by the caller's merge. */
export function templateFor(peers: Peers, value: unknown): Node | undefined {
  const peer = peers.findLast((node) => sameKind(node, value));
  if (peer === undefined) return undefined;
  if (isCollection(peer)) return uncommentedCopy(peer);
  const scalar = new Scalar(value);
  if (isScalar(peer) && peer.type) scalar.type = peer.type;
  return scalar;
}

/** The keys of the peers, in their order: where a new key of a list item goes. */
export function peersKeyOrder(peers: Peers): string[] {
  const order = new Set<string>();
  for (const peer of peers) if (isMap(peer)) for (const pair of peer.items) order.add(keyOf(pair.key));
  return [...order];
}

export function keyOf(key: unknown): string {
  return String(isScalar(key) ? key.value : key);
}

/** `yaml`'s node for the value, a mapping's keys in `order` first (unknown keys after, as given). */
export function defaultNode(doc: Document, value: unknown, order: readonly string[]): Node {
  const node = doc.createNode(value);
  if (isMap(node)) {
    const rank = (key: unknown) => {
      const index = order.indexOf(keyOf(key));
      return index === -1 ? order.length : index;
    };
    node.items.sort((a, b) => rank(a.key) - rank(b.key));
  }
  return node;
}
