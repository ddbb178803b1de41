/**
 * Which file an entry's data was read from. Decap gives a formatter the data to write but not the
 * file's path, and one formatter reads every entry of a folder collection (every post); to write
 * an edit into the document it came from, we pick the document whose values are most like it.
 *
 * Values are compared leaf by leaf, a leaf being a scalar (or an empty list) under its path with
 * list indices left out, so reordering a list changes nothing; a string that was edited counts for
 * the share of its word pairs it kept, so a fixed typo still points to its file.
 */
import { isPlainObject } from './prune-empty.ts';

/** Below this, no document is the entry's: it is new, or every value of it was rewritten. */
export const MIN_SIMILARITY = 0.5;

interface Leaf {
  path: string;
  value: unknown;
}

const EMPTY_LIST = Symbol('empty list');

function leaves(value: unknown, path = '', out: Leaf[] = []): Leaf[] {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push({ path, value: EMPTY_LIST });
    for (const item of value) leaves(item, `${path}[]`, out);
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, out);
  } else out.push({ path, value });
  return out;
}

/** Word pairs of the texts compared lately: each toFile compares the entry with every file read. */
const pairsOf = new Map<string, Set<string>>();
const PAIRS_KEPT = 1000;

function wordPairs(text: string): Set<string> {
  const kept = pairsOf.get(text);
  if (kept) return kept;
  const words = ['^', ...text.toLowerCase().split(/\s+/).filter(Boolean), '$'];
  const pairs = new Set(words.slice(1).map((word, index) => `${words[index]} ${word}`));
  if (pairsOf.size >= PAIRS_KEPT) pairsOf.clear();
  pairsOf.set(text, pairs);
  return pairs;
}

/** 1 for equal values; for two strings, the Dice coefficient of their pairs of adjacent words. */
function leafSimilarity(a: unknown, b: unknown): number {
  if (Object.is(a, b)) return 1;
  if (typeof a !== 'string' || typeof b !== 'string') return 0;
  const [pairsA, pairsB] = [wordPairs(a), wordPairs(b)];
  let shared = 0;
  for (const pair of pairsA) if (pairsB.has(pair)) shared += 1;
  return (2 * shared) / (pairsA.size + pairsB.size);
}

/** From 0 (nothing alike) to 1 (the same values): each leaf of `a` matched to its likest unused leaf of `b` at its path. */
export function similarity(a: unknown, b: unknown): number {
  const [leavesA, leavesB] = [leaves(a), leaves(b)];
  const total = Math.max(leavesA.length, leavesB.length);
  if (total === 0) return 1;
  const unused = new Map<string, unknown[]>();
  for (const leaf of leavesB) {
    const values = unused.get(leaf.path);
    if (values) values.push(leaf.value);
    else unused.set(leaf.path, [leaf.value]);
  }
  let sum = 0;
  for (const leaf of leavesA) {
    const candidates = unused.get(leaf.path) ?? [];
    const scores = candidates.map((value) => leafSimilarity(leaf.value, value));
    const best = scores.reduce((bestIndex, score, index) => (score > (scores[bestIndex] ?? -1) ? index : bestIndex), -1);
    if (best === -1) continue;
    sum += scores[best] ?? 0;
    candidates.splice(best, 1);
  }
  return sum / total;
}

export interface Candidate<T> {
  /** The data the document was read as. */
  data: unknown;
  original: T;
}

/** The original of the candidate most like `data`, at least `minimum` alike; the latest read wins a tie. */
export function pickMostSimilar<T>(candidates: readonly Candidate<T>[], data: unknown, minimum = MIN_SIMILARITY): T | undefined {
  let best: T | undefined;
  let bestScore = minimum;
  for (const candidate of candidates) {
    const score = similarity(data, candidate.data);
    if (score >= bestScore) [best, bestScore] = [candidate.original, score];
  }
  return best;
}
