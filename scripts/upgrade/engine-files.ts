/**
 * The engine's files of three trees — the release the owner is on (base), the one they take (to),
 * and their own HEAD — and what taking `to` changes: every engine file the owner left as the base
 * had it is taken (added, changed, deleted); one they changed is theirs, kept when the release left
 * it alone, and a conflict when the release changed it too.
 */
import type { Git } from './git.ts';

export interface TreeEntry {
  mode: string;
  blob: string;
}

export type Tree = ReadonlyMap<string, TreeEntry>;

export interface EngineChange {
  path: string;
  kind: 'added' | 'changed' | 'deleted';
  /** The release's file; none when it deletes it. */
  to?: TreeEntry;
}

export interface Conflict {
  path: string;
  base?: TreeEntry;
  mine?: TreeEntry;
  release?: TreeEntry;
}

export interface EnginePlan {
  changes: EngineChange[];
  conflicts: Conflict[];
  /** Engine files the owner changed that the release leaves as it was: theirs stay. */
  keptMine: string[];
}

/** Every file of a commit's tree, by path. */
export function treeOf(git: Git, commit: string): Tree {
  const entries = new Map<string, TreeEntry>();
  for (const line of git(['ls-tree', '-r', '-z', '--full-tree', commit]).split('\0').filter(Boolean)) {
    const [meta = '', path = ''] = line.split('\t');
    const [mode = '', , blob = ''] = meta.split(' ');
    entries.set(path, { mode, blob });
  }
  return entries;
}

const same = (a: TreeEntry | undefined, b: TreeEntry | undefined) => a?.blob === b?.blob && a?.mode === b?.mode;

export function planEngine(base: Tree, to: Tree, mine: Tree, isEngine: (path: string) => boolean): EnginePlan {
  const plan: EnginePlan = { changes: [], conflicts: [], keptMine: [] };
  const paths = [...new Set([...base.keys(), ...to.keys(), ...mine.keys()])].filter(isEngine).sort();
  for (const path of paths) {
    const [b, t, h] = [base.get(path), to.get(path), mine.get(path)];
    if (same(h, t)) continue;
    if (same(h, b)) plan.changes.push({ path, kind: !t ? 'deleted' : !h ? 'added' : 'changed', ...(t ? { to: t } : {}) });
    else if (same(t, b)) plan.keptMine.push(path);
    else plan.conflicts.push({ path, ...(b ? { base: b } : {}), ...(h ? { mine: h } : {}), ...(t ? { release: t } : {}) });
  }
  return plan;
}

/** What taking the release's file does where the owner had changed it. */
export function takeRelease(conflict: Conflict): EngineChange {
  const { path, mine, release } = conflict;
  return { path, kind: !release ? 'deleted' : !mine ? 'added' : 'changed', ...(release ? { to: release } : {}) };
}
