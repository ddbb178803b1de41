import { describe, expect, it } from 'vitest';
import { limitFor, readBudget } from './budgets.ts';

const valid = {
  firstRoundTripBytes: { default: 14300, projects: 19000 },
  firstScreenGzipBytes: 14000,
  firstLoadJsGzipBytes: 88300,
  firstLoadTotalGzipBytes: 350000,
  longestTaskMs: { default: 50, projects: 60 },
};

describe('readBudget', () => {
  it('takes each budget as a number or as an object by kind with a default', () => {
    expect(readBudget(valid)).toEqual(valid);
  });

  it('refuses a budget it does not know, a missing one, and an object without a default', () => {
    const { firstScreenGzipBytes, ...rest } = valid;
    expect(() => readBudget({ ...rest, heroGzipBytes: firstScreenGzipBytes })).toThrow(
      'package.json → "budget" has heroGzipBytes, which is not a budget: the budgets are firstRoundTripBytes, firstScreenGzipBytes, firstLoadJsGzipBytes, firstLoadTotalGzipBytes, longestTaskMs',
    );
    expect(() => readBudget(rest)).toThrow('package.json → "budget".firstScreenGzipBytes must be a number of gzipped bytes, or an object');
    expect(() => readBudget({ ...valid, firstRoundTripBytes: { projects: 19000 } })).toThrow('"budget".firstRoundTripBytes must be');
    expect(() => readBudget({ ...valid, firstLoadJsGzipBytes: { default: '88 kB' } })).toThrow('"budget".firstLoadJsGzipBytes must be');
    expect(() => readBudget({ ...valid, longestTaskMs: '50 ms' })).toThrow('"budget".longestTaskMs must be a number of milliseconds');
    expect(() => readBudget(undefined)).toThrow('package.json → "budget" is missing');
  });
});

describe('limitFor', () => {
  it('gives a kind its own limit, and every other kind, one added later too, the default', () => {
    expect(limitFor(valid.firstRoundTripBytes, 'projects')).toEqual({ amount: 19000, ownKind: true });
    expect(limitFor(valid.firstRoundTripBytes, 'posts')).toEqual({ amount: 14300, ownKind: false });
    expect(limitFor(valid.firstRoundTripBytes, 'default')).toEqual({ amount: 14300, ownKind: false });
    expect(limitFor(valid.firstRoundTripBytes, 'constructor')).toEqual({ amount: 14300, ownKind: false });
    expect(limitFor(88300, 'projects')).toEqual({ amount: 88300, ownKind: false });
  });
});
