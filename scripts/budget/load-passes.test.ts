import { describe, expect, it } from 'vitest';
import { loadInPasses, type Load } from './load-passes.ts';

/** A page's loads, in order: a figure here (slowdown 4), or a failure. */
function loader(script: Record<string, (number | Error)[]>) {
  const calls: string[] = [];
  const load = (page: string): Promise<Load> => {
    calls.push(page);
    const next = script[page]?.shift();
    if (next === undefined) throw new Error(`${page} was loaded more often than scripted`);
    return next instanceof Error ? Promise.reject(next) : Promise.resolve({ here: next, slowdown: 4 });
  };
  return { calls, load };
}

const budget = () => 50;

describe('loadInPasses', () => {
  it('loads a page within its budget once, and one over it again in each pass, up to the loads given, keeping its shortest', async () => {
    const { calls, load } = loader({ fast: [10], slow: [20, 15, 30, 18] });
    const measured = await loadInPasses(['fast', 'slow'], 4, budget, load);
    // Spread over the passes: never two loads of one page in a row while another is left.
    expect(calls).toEqual(['fast', 'slow', 'slow', 'slow', 'slow']);
    expect(measured).toEqual([
      { page: 'fast', here: 10, phone: 40, slowdown: 4, loads: 1, failures: 0 },
      { page: 'slow', here: 15, phone: 60, slowdown: 4, loads: 4, failures: 0 },
    ]);
  });

  it('interleaves the pages still over their budget, and stops loading one as soon as a load is within it', async () => {
    const { calls, load } = loader({ a: [20, 12], b: [30, 30, 30] });
    const measured = await loadInPasses(['a', 'b'], 3, budget, load);
    expect(calls).toEqual(['a', 'b', 'a', 'b', 'b']);
    expect(measured.map(({ page, phone, loads }) => ({ page, phone, loads }))).toEqual([
      { page: 'a', phone: 48, loads: 2 },
      { page: 'b', phone: 120, loads: 3 },
    ]);
  });

  it('loads each page once when given one load, over its budget or not', async () => {
    const { calls, load } = loader({ a: [100], b: [1] });
    expect((await loadInPasses(['a', 'b'], 1, budget, load)).map(({ phone }) => phone)).toEqual([400, 4]);
    expect(calls).toEqual(['a', 'b']);
  });

  it('tries a failed load once more in the next pass, and gives up on a page with the second failure’s first line', async () => {
    const { calls, load } = loader({
      flaky: [new Error('timed out'), 5],
      broken: [new Error('first'), new Error('did not settle in 60 s\n  at the stack')],
    });
    const measured = await loadInPasses(['flaky', 'broken'], 1, budget, load);
    expect(calls).toEqual(['flaky', 'broken', 'flaky', 'broken']);
    expect(measured[0]).toMatchObject({ phone: 20, loads: 1, failures: 1 });
    expect(measured[0]?.error).toBeUndefined();
    expect(measured[1]).toMatchObject({ loads: 0, failures: 2, error: 'did not settle in 60 s' });
  });
});
