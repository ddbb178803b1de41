/**
 * Writes an entry's edited data into the document it was read from, changing only what changed:
 * a scalar given a new value keeps its style and comments, a mapping keeps its keys' order and
 * the comments between them, a flow list stays flow. Decap's data says nothing of where a value
 * came from, so lists are merged by index: items are added and removed at the end.
 */
import { isMap, isNode, isScalar, isSeq } from 'yaml';
import type { Document, Node, Pair, YAMLMap, YAMLSeq } from 'yaml';
import { defaultNode, keyOf, peersKeyOrder, templateFor } from './new-node.ts';
import type { Peers } from './new-node.ts';
import { isPlainObject } from './prune-empty.ts';

interface Place {
  /** Decap's name for the field here (`parent.child`), for its `comments`; lists are not in it. */
  path: string;
  /** Where new keys go (Decap's field order at the top, the peers' order in a list item). */
  order: readonly string[];
  peers: Peers;
}

interface Merge {
  doc: Document;
  comments: Record<string, string>;
  /** The form's field order of each object, by its path (`projects`, `projects.links`): for a key no peer has. */
  fieldOrders: FieldOrders;
}

/** The form's field names of each object in it, by the object's path (lists are not in it, as in `Place`). */
export type FieldOrders = ReadonlyMap<string, readonly string[]>;

/**
 * Puts `data` (already pruned) into `doc`. `sortedKeys` orders new top-level keys and a new
 * document; `comments` (Decap's field comments, by field path) go above keys that are new;
 * `fieldOrders` places a new key deeper down that no peer has.
 */
export function mergeIntoDocument(
  doc: Document,
  data: Record<string, unknown>,
  sortedKeys: readonly string[],
  comments: Record<string, string> = {},
  fieldOrders: FieldOrders = new Map(),
): void {
  doc.contents = mergeValue({ doc, comments, fieldOrders }, doc.contents, data, { path: '', order: sortedKeys, peers: [] });
}

function mergeValue(merge: Merge, node: unknown, value: unknown, place: Place): Node {
  if (isMap(node) && isPlainObject(value)) return mergeMap(merge, node, value, place);
  if (isSeq(node) && Array.isArray(value)) return mergeSeq(merge, node, value, place);
  if (isScalar(node) && node.value !== null && typeof node.value === typeof value) {
    if (!Object.is(node.value, value)) node.value = value;
    return node;
  }
  const created = createNode(merge, value, place);
  if (isNode(node)) carryComments(node, created);
  return created;
}

/** A replaced node's comments, on its replacement; a collection's comment can only go above its first item. */
function carryComments(from: Node, to: Node): void {
  to.spaceBefore = from.spaceBefore;
  const lines = [from.commentBefore, from.comment].filter((comment): comment is string => Boolean(comment));
  if (isScalar(from) && !isScalar(to)) to.commentBefore = lines.join('\n') || undefined;
  else [to.commentBefore, to.comment] = [from.commentBefore, from.comment];
}

function createNode(merge: Merge, value: unknown, place: Place): Node {
  const template = templateFor(place.peers, value);
  // The template is a copy of a peer, still holding the peer's values: merging replaces them.
  return template ? mergeValue(merge, template, value, place) : defaultNode(merge.doc, value, place.order);
}

function childPlace(place: Place, key: string): Place {
  const peers = place.peers.flatMap((peer) => (isMap(peer) && isNode(peer.get(key, true)) ? [peer.get(key, true) as Node] : []));
  return { path: place.path ? `${place.path}.${key}` : key, order: peersKeyOrder(peers), peers };
}

function mergeMap(merge: Merge, map: YAMLMap, data: Record<string, unknown>, place: Place): YAMLMap {
  for (const pair of [...map.items]) if (!(keyOf(pair.key) in data)) removePair(map, pair);
  for (const pair of map.items) {
    const key = keyOf(pair.key);
    pair.value = mergeValue(merge, pair.value, data[key], childPlace(place, key));
  }
  for (const [key, value] of Object.entries(data)) {
    if (map.items.some((pair) => keyOf(pair.key) === key)) continue;
    const child = childPlace(place, key);
    const pair = merge.doc.createPair<Node, Node>(key, createNode(merge, value, child));
    const comment = merge.comments[child.path];
    if (comment) pair.key.commentBefore = ` ${comment.split('\\n').join('\n ')}`;
    // A key no peer has (a renamed entry's kept slug) goes where the form has it.
    const formOrder = merge.fieldOrders.get(place.path) ?? [];
    insertPair(map, pair, !place.order.includes(key) && formOrder.includes(key) ? formOrder : place.order);
  }
  return map;
}

/** A new key goes below the lines heading the mapping, which stay at its top. */
function insertPair(map: YAMLMap, pair: Pair<Node, Node>, order: readonly string[]): void {
  const index = insertionIndex(map, keyOf(pair.key), order);
  const first = map.items[0];
  if (index === 0 && first && isNode(first.key) && first.key.commentBefore) {
    [pair.key.commentBefore, first.key.commentBefore] = [join(first.key.commentBefore, pair.key.commentBefore), undefined];
  }
  map.items.splice(index, 0, pair);
}

/** After the nearest key before it in `order`, else before the nearest after it, else last. */
function insertionIndex(map: YAMLMap, key: string, order: readonly string[]): number {
  const at = order.indexOf(key);
  const indexOf = (name: string | undefined) => map.items.findIndex((pair) => keyOf(pair.key) === name);
  if (at === -1) return map.items.length;
  for (let before = at - 1; before >= 0; before -= 1) {
    const index = indexOf(order[before]);
    if (index !== -1) return index + 1;
  }
  for (let after = at + 1; after < order.length; after += 1) {
    const index = indexOf(order[after]);
    if (index !== -1) return index;
  }
  return map.items.length;
}

/**
 * A removed key takes the comment lines above it along, but those above a mapping's first key
 * head the mapping (the file's `# yaml-language-server` line and notes): they stay at its top.
 */
function removePair(map: YAMLMap, pair: Pair): void {
  const index = map.items.indexOf(pair);
  map.items.splice(index, 1);
  const comment = isNode(pair.key) ? pair.key.commentBefore : undefined;
  if (index !== 0 || !comment) return;
  const next = map.items[0];
  if (next && isNode(next.key)) next.key.commentBefore = join(comment, next.key.commentBefore);
  else map.commentBefore = comment;
}

function join(first: string, second: string | null | undefined): string {
  return second ? `${first}\n${second}` : first;
}

function mergeSeq(merge: Merge, seq: YAMLSeq, data: unknown[], place: Place): YAMLSeq {
  seq.items.splice(data.length);
  const items = seq.items as Node[];
  const peerItems = place.peers.flatMap((peer) => (isSeq(peer) ? (peer.items as Node[]) : []));
  data.forEach((value, index) => {
    // The list's own items come last: the item before a new one is its nearest peer.
    const peers = [...peerItems, ...items.filter((_, other) => other !== index)];
    const itemPlace = { path: place.path, order: peersKeyOrder(peers), peers };
    items[index] = index < items.length ? mergeValue(merge, items[index], value, itemPlace) : createNode(merge, value, itemPlace);
  });
  return seq;
}
