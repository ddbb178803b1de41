import { describe, expect, it } from 'vitest';
import { planEngine, takeRelease, type Tree } from './engine-files.ts';

const tree = (entries: Record<string, string>): Tree => new Map(Object.entries(entries).map(([path, blob]) => [path, { mode: '100644', blob }]));
const engine = (path: string) => !path.startsWith('content/');

describe('what taking a release changes', () => {
  const base = tree({ 'a.ts': 'a1', 'b.ts': 'b1', 'gone.ts': 'g1', 'mine.ts': 'm1', 'both.ts': 'x1', 'content/site.yaml': 's1' });
  const release = tree({ 'a.ts': 'a2', 'b.ts': 'b1', 'new.ts': 'n1', 'mine.ts': 'm1', 'both.ts': 'x2', 'content/site.yaml': 's2' });
  const owner = tree({
    'a.ts': 'a1',
    'b.ts': 'b1',
    'gone.ts': 'g1',
    'mine.ts': 'm-owner',
    'both.ts': 'x-owner',
    'content/site.yaml': 's-owner',
    'extra.ts': 'e',
  });
  const plan = planEngine(base, release, owner, engine);

  it('takes every engine file the owner left as it was: changed, added, deleted', () => {
    expect(plan.changes.map(({ path, kind }) => `${kind} ${path}`)).toEqual(['changed a.ts', 'deleted gone.ts', 'added new.ts']);
  });
  it('keeps an engine file the owner changed that the release leaves alone, and one only they have', () => {
    expect(plan.keptMine).toEqual(['extra.ts', 'mine.ts']);
  });
  it('stops on one both changed', () => {
    expect(plan.conflicts.map((c) => c.path)).toEqual(['both.ts']);
    expect(takeRelease(plan.conflicts[0] ?? { path: '' })).toEqual({ path: 'both.ts', kind: 'changed', to: { mode: '100644', blob: 'x2' } });
  });
  it('never touches the owner’s files', () => {
    expect(JSON.stringify(plan)).not.toContain('content/');
  });
  it('sees a mode change (a script made executable) as a change', () => {
    const executable: Tree = new Map([['run', { mode: '100755', blob: 'r' }]]);
    expect(planEngine(tree({ run: 'r' }), executable, tree({ run: 'r' }), engine).changes).toEqual([
      { path: 'run', kind: 'changed', to: { mode: '100755', blob: 'r' } },
    ]);
  });
});
