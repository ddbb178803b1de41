import { describe, expect, it } from 'vitest';
import { groupByPage, interleave, runOrder } from './order.ts';

describe('interleave', () => {
  it('spreads the floors evenly among the pages, the first floor first', () => {
    expect(interleave(['a', 'b', 'c', 'd', 'e', 'f'], ['F1', 'F2'])).toEqual(['F1', 'a', 'b', 'c', 'F2', 'd', 'e', 'f']);
    expect(interleave(['a', 'b', 'c'], ['F1', 'F2', 'F3'])).toEqual(['F1', 'a', 'F2', 'b', 'F3', 'c']);
  });

  it('keeps every floor when there are more floors than pages, or no page', () => {
    expect(interleave(['a'], ['F1', 'F2'])).toEqual(['F1', 'a', 'F2']);
    expect(interleave([], ['F1'])).toEqual(['F1']);
    expect(interleave(['a', 'b'], [])).toEqual(['a', 'b']);
  });
});

describe('runOrder', () => {
  const round = ['a', 'b', 'c', 'd', 'e'];

  it('audits everything once in each run', () => {
    for (let run = 0; run < 7; run++) expect([...runOrder(round, run, 7)].sort()).toEqual(round);
  });

  it('starts the first run at the start and each later one further on, so over as many runs as audits each takes every place once', () => {
    expect(runOrder(round, 0, 5)).toEqual(round);
    expect(runOrder(round, 1, 5)).toEqual(['b', 'c', 'd', 'e', 'a']);
    for (const item of round) {
      const places = [0, 1, 2, 3, 4].map((run) => runOrder(round, run, 5).indexOf(item));
      expect(places.sort()).toEqual([0, 1, 2, 3, 4]);
    }
  });

  it('turns the round by an even share when the runs are fewer than the audits', () => {
    const firsts = [0, 1, 2].map((run) => runOrder(['a', 'b', 'c', 'd', 'e', 'f'], run, 3)[0]);
    expect(firsts).toEqual(['a', 'c', 'e']);
  });

  it('has nothing to order in an empty round', () => {
    expect(runOrder([], 2, 5)).toEqual([]);
  });
});

describe('groupByPage', () => {
  it('follows each page of the first build with the same page of the others, then what only they have', () => {
    const site = ['home', 'projects', '404'];
    const compare = ['home', '404', 'posts'];
    const photos = ['projects', 'home'];
    const label = (build: string) => (page: string) => ({ build, page });
    expect(groupByPage([site.map(label('')), compare.map(label('compare')), photos.map(label('photos'))], (t) => t.page)).toEqual([
      { build: '', page: 'home' },
      { build: 'compare', page: 'home' },
      { build: 'photos', page: 'home' },
      { build: '', page: 'projects' },
      { build: 'photos', page: 'projects' },
      { build: '', page: '404' },
      { build: 'compare', page: '404' },
      { build: 'compare', page: 'posts' },
    ]);
  });
});
