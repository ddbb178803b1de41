/**
 * What a YAML file's anchors and aliases (`tags: &web [React, Vite]`, then `tags: *web`) expand
 * to. They are honest YAML and stay allowed, but an alias of a list of aliases multiplies (nine a
 * level make a 3 kB file hold billions of values), one long text repeated 90,000 times makes a
 * 1 MB file hold 180 MB, and an alias inside the value its anchor names repeats forever. The
 * check refuses a file past caps no portfolio reaches, at the alias that stands for the most.
 */

/** Values in one file with every alias written out (the sample's largest file holds 145). */
export const MAX_EXPANDED_VALUES = 100_000;
/** Characters in one file with every alias written out: four times the largest file the check reads. */
export const MAX_EXPANDED_CHARACTERS = 4_000_000;

export interface ExpandedSize {
  values: number;
  characters: number;
}

/** An alias in the text: where it starts, and the value js-yaml gave it (the anchor's own value, not a copy). */
export interface AliasUse {
  start: number;
  value: unknown;
}

export type ExpansionProblem =
  | { kind: 'cycle'; alias: AliasUse }
  | { kind: 'too-many'; measure: keyof ExpandedSize; cap: number; alias: AliasUse; stands: ExpandedSize };

const isCollection = (value: unknown): value is object => typeof value === 'object' && value !== null;

function scalarSize(value: unknown): ExpandedSize {
  return { values: 1, characters: typeof value === 'string' ? value.length : String(value).length };
}

class Cycle {
  constructor(readonly through: object) {}
}

/**
 * Sizes of every collection under `root`, written out, into `sizes`: each collection is measured
 * once (an anchor's value is one object however many aliases name it), so this is linear in the
 * file, not in its expansion. Iterative, for a file nested thousands deep.
 */
function expandedSizes(root: unknown, sizes: Map<object, ExpandedSize>): ExpandedSize | Cycle {
  if (!isCollection(root)) return scalarSize(root);
  const frame = (value: object) => ({ value, entries: Object.entries(value) as [string, unknown][], next: 0, size: { values: 1, characters: 0 } });
  const onPath = new Set<object>([root]);
  const stack = [frame(root)];
  const add = (to: ExpandedSize, size: ExpandedSize) => {
    to.values += size.values;
    to.characters += size.characters;
  };
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    const entry = top.entries[top.next++];
    if (!entry) {
      stack.pop();
      onPath.delete(top.value);
      sizes.set(top.value, top.size);
      if (stack.length) add(stack[stack.length - 1]!.size, top.size);
      continue;
    }
    const [key, child] = entry;
    if (!Array.isArray(top.value)) top.size.characters += key.length;
    const known = isCollection(child) ? sizes.get(child) : scalarSize(child);
    if (known) add(top.size, known);
    else if (onPath.has(child as object)) return new Cycle(child as object);
    else {
      onPath.add(child as object);
      stack.push(frame(child as object));
    }
  }
  return sizes.get(root)!;
}

/**
 * What is wrong with the file's aliases, if anything. The data says whether anything is; only
 * then is `aliases` called, for the aliases in the order they appear, to say where (finding them
 * costs a second parse). A file without an alias is never refused: it holds what it writes.
 */
export function aliasExpansionProblem(data: unknown, aliases: () => readonly AliasUse[]): ExpansionProblem | undefined {
  const sizes = new Map<object, ExpandedSize>();
  const total = expandedSizes(data, sizes);
  const over = (size: ExpandedSize) => Math.max(size.values / MAX_EXPANDED_VALUES, size.characters / MAX_EXPANDED_CHARACTERS);
  if (!(total instanceof Cycle) && over(total) <= 1) return undefined;
  const found = aliases();
  const [first] = found;
  if (!first) return undefined;
  if (total instanceof Cycle) return { kind: 'cycle', alias: found.find((alias) => alias.value === total.through) ?? first };
  const standsFor = (alias: AliasUse) => (isCollection(alias.value) ? (sizes.get(alias.value) ?? scalarSize(null)) : scalarSize(alias.value));
  const worst = found.reduce((most, alias) => (over(standsFor(alias)) > over(standsFor(most)) ? alias : most), first);
  const measure = total.values > MAX_EXPANDED_VALUES ? 'values' : 'characters';
  return {
    kind: 'too-many',
    measure,
    cap: measure === 'values' ? MAX_EXPANDED_VALUES : MAX_EXPANDED_CHARACTERS,
    alias: worst,
    stands: standsFor(worst),
  };
}
