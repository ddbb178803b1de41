import { describe, expect, it } from 'vitest';
import type { BuiltPage } from '../site/built-pages.ts';
import type { Budget } from './budgets.ts';
import { longTaskProblems, longTaskTable } from './long-task-check.ts';

const budget: Budget = {
  firstRoundTripBytes: 14600,
  firstScreenGzipBytes: 14000,
  firstLoadJsGzipBytes: 10000,
  firstLoadTotalGzipBytes: 350000,
  longestTaskMs: { default: 50, projects: 80 },
};
const page = (file: string, kind: string, language = ''): BuiltPage => ({ file, url: `/${file}`, language, kind });
const home = page('index.html', 'home');
const project = page('fr/projects/x/index.html', 'projects', 'fr');

describe('longTaskProblems', () => {
  it('names each page whose longest task on the reference phone is over its kind’s budget, by how much, and what to do', () => {
    const problems = longTaskProblems(
      [
        { page: home, here: 20, phone: 72.4 },
        { page: project, here: 19, phone: 79.6 },
        { page: page('fr/index.html', 'home', 'fr'), here: 12.6, phone: 50.4 },
      ],
      budget,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^index\.html: its longest task after the first paint is 72 ms on the reference phone, 22 ms over its 50 ms budget: a tap waits that long\. .*npm run bench/,
      ),
    ]);
    expect(longTaskProblems([{ page: home, here: NaN, phone: NaN, error: 'index.html did not settle in 60 s' }], budget)).toEqual([
      'index.html: its longest task could not be measured: index.html did not settle in 60 s',
    ]);
    expect(longTaskProblems([{ page: project, here: 30, phone: 120 }], budget)).toEqual([
      expect.stringContaining('is 120 ms on the reference phone, 40 ms over its 80 ms budget for projects pages: '),
    ]);
  });
});

describe('longTaskTable', () => {
  it('gives each page its figure against its budget, and says how the phone’s figure was made', () => {
    const lines = longTaskTable(
      {
        pages: [
          { page: home, here: 8, phone: 32 },
          { page: project, here: 20, phone: 80 },
        ],
        slowdown: 4,
      },
      budget,
      5,
    );
    expect(lines).toEqual([
      'the longest main-thread task after the first paint, on the reference phone (CPU time here × 4.0, by the yardstick beside each load; the shortest of up to 5 loads, until one is within budget)',
      'home              32 ms / 50 ms   64 %  index.html',
      'fr projects page  80 ms / 80 ms  100 %  fr/projects/x/index.html',
    ]);
  });

  it('says when each figure is one load', () => {
    const [heading] = longTaskTable({ pages: [{ page: home, here: 8, phone: 32 }], slowdown: 4 }, budget, 1);
    expect(heading).toMatch(/by the yardstick beside each load; one load\)$/);
  });
});
