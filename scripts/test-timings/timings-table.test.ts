import { describe, expect, it } from 'vitest';
import type { Timings } from './timings-file.ts';
import { coverageLine } from './timings-reporter.ts';
import { SLOWEST_FILES, timingsTable } from './timings-table.ts';

const empty: Timings = { started: '2026-12-06T19:00:00.000Z', steps: {}, projects: {}, files: [] };

describe('timingsTable', () => {
  it('lists each command with the total, each project, and the slowest files, slowest first', () => {
    const text = timingsTable({
      ...empty,
      steps: { 'npm run build': { seconds: 12.34, passed: true }, 'npm run test:node': { seconds: 125, passed: false } },
      projects: { unit: { seconds: 61.5, files: 3, tests: 40 } },
      files: [
        { project: 'unit', file: 'src/a.test.ts', seconds: 2 },
        { project: 'unit', file: 'src/b.test.ts', seconds: 30 },
      ],
    });
    expect(text).toMatch(/^npm run build +12\.3 s$/m);
    expect(text).toMatch(/^npm run test:node +2 min 05 s +failed$/m);
    expect(text).toMatch(/^all of them +2 min 17 s$/m);
    expect(text).toMatch(/^unit +1 min 02 s +3 +40$/m);
    expect(text.indexOf('src/b.test.ts')).toBeLessThan(text.indexOf('src/a.test.ts'));
  });

  it('gives the wall time from start to end where parts ran side by side', () => {
    const text = timingsTable({ ...empty, wall: 100, steps: { a: { seconds: 80, passed: true }, b: { seconds: 30, passed: true } } });
    expect(text).toMatch(/^all of them, start to end +1 min 40 s$/m);
  });

  it('ends with the coverage of the last run that measured it', () => {
    const coverage = { of: 'unit, pipeline projects', summary: 'lines 79.2 % · statements 78.1 % · functions 79.6 % · branches 74.0 %' };
    expect(timingsTable({ ...empty, coverage })).toMatch(
      /Coverage of the unit, pipeline projects: lines 79\.2 % · statements 78\.1 % · functions 79\.6 % · branches 74\.0 %$/,
    );
  });

  it('rounds to the whole second past a minute, never to "60 s"', () => {
    const text = timingsTable({
      ...empty,
      projects: { browser: { seconds: 419.6, files: 1, tests: 1 }, unit: { seconds: 59.97, files: 1, tests: 1 } },
    });
    expect(text).toMatch(/^browser +7 min 00 s/m);
    expect(text).toMatch(/^unit +1 min 00 s/m);
  });

  it(`lists no more than the ${SLOWEST_FILES} slowest files`, () => {
    const files = Array.from({ length: 20 }, (_, index) => ({ project: 'unit', file: `f${index}.test.ts`, seconds: index }));
    const text = timingsTable({ ...empty, files });
    expect(text).toContain(`the ${SLOWEST_FILES} slowest files`);
    expect(text).toContain('f19.test.ts');
    expect(text).toContain('f5.test.ts');
    expect(text).not.toContain('f4.test.ts');
  });

  it('says when nothing was recorded', () => {
    expect(timingsTable(empty)).toContain('Nothing recorded yet');
  });
});

describe('coverageLine', () => {
  it('gives each total to a tenth of a percent, lines first', () => {
    expect(coverageLine({ lines: { pct: 79.204 }, statements: { pct: 78.11 }, functions: { pct: 79.62 }, branches: { pct: 74 } })).toBe(
      'lines 79.2 % · statements 78.1 % · functions 79.6 % · branches 74.0 %',
    );
  });
});
