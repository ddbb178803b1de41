import { describe, expect, it } from 'vitest';
import { aliasExpansionProblem, MAX_EXPANDED_CHARACTERS, MAX_EXPANDED_VALUES } from './alias-expansion.ts';

describe('aliasExpansionProblem', () => {
  it('has nothing to say of a file without aliases, however large', () => {
    expect(aliasExpansionProblem(Array(200_000).fill('x'), () => [])).toBeUndefined();
  });

  it('asks where the aliases are only when the file is over a cap or holds a cycle', () => {
    const web = ['React', 'Vite'];
    let asked = 0;
    const aliases = () => {
      asked++;
      return [{ start: 20, value: web }];
    };
    expect(aliasExpansionProblem({ web, a: web }, aliases)).toBeUndefined();
    const list: unknown[] = [1];
    list.push(list);
    expect(aliasExpansionProblem({ list }, aliases)).toMatchObject({ kind: 'cycle' });
    expect(asked).toBe(1);
  });

  it('counts an anchor’s value once per alias, with keys and texts, and lets honest repetition through', () => {
    const web = ['React', 'Vite'];
    expect(aliasExpansionProblem({ web, a: web, b: web }, () => [{ start: 20, value: web }])).toBeUndefined();
    const big = Array(60_000).fill('x');
    expect(aliasExpansionProblem({ a: big, b: big }, () => [{ start: 30, value: big }])).toEqual({
      kind: 'too-many',
      measure: 'values',
      cap: MAX_EXPANDED_VALUES,
      alias: { start: 30, value: big },
      stands: { values: 60_001, characters: 60_000 },
    });
  });

  it('measures characters too: one long text repeated fills a file as many values do', () => {
    const long = 'y'.repeat(2_000);
    const uses = Array(2_100).fill(long);
    const problem = aliasExpansionProblem({ long, uses }, () => [{ start: 5, value: long }]);
    expect(problem).toMatchObject({ kind: 'too-many', measure: 'characters', cap: MAX_EXPANDED_CHARACTERS, stands: { characters: 2_000 } });
  });

  it('blames the alias that stands for the most, the first of them in the text', () => {
    const level0 = Array(9).fill('x');
    const level1 = Array(9).fill(level0);
    const level2 = Array(9).fill(level1);
    const level3 = Array(9).fill(level2);
    const level4 = Array(9).fill(level3);
    const level5 = Array(9).fill(level4);
    const aliases = [level0, level1, level2, level3, level4, level4, level3].map((value, i) => ({ start: i, value }));
    const problem = aliasExpansionProblem({ level5 }, () => aliases);
    expect(problem).toMatchObject({ kind: 'too-many', measure: 'values', alias: { start: 4 } });
  });

  it('finds an alias inside the value its anchor names, in a list or a mapping', () => {
    const list: unknown[] = [1];
    list.push(list);
    expect(aliasExpansionProblem({ a: list }, () => [{ start: 9, value: list }])).toEqual({ kind: 'cycle', alias: { start: 9, value: list } });
    const map: Record<string, unknown> = {};
    map.b = { c: map };
    expect(aliasExpansionProblem({ a: map }, () => [{ start: 3, value: map }])).toMatchObject({ kind: 'cycle', alias: { start: 3 } });
  });

  it('walks a file nested 200,000 deep without running out of stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(aliasExpansionProblem(deep, () => [{ start: 0, value: deep }])).toMatchObject({ kind: 'too-many', stands: { values: 200_001 } });
  });
});
