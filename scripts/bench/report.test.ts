import { describe, expect, it } from 'vitest';
import type { Summary } from './audit.ts';
import { cut, formatTable, summaryHeading, summaryTable } from './report.ts';
import { HERO_FLOOR, type Target } from './targets.ts';

describe('formatTable', () => {
  it('pads each column to its widest cell, text on the left and figures on the right, without trailing spaces', () => {
    const lines = formatTable(
      [{ title: 'page' }, { title: 'LCP', align: 'right' }, { title: 'element' }],
      [
        ['home', '812', '<h1>'],
        ['fr projects page', '1304', ''],
      ],
    );
    expect(lines).toEqual(['page               LCP  element', 'home               812  <h1>', 'fr projects page  1304']);
  });
});

describe('cut', () => {
  it('leaves short text alone and cuts long text to the length, an ellipsis last', () => {
    expect(cut('<h1>', 4)).toBe('<h1>');
    expect(cut('<img src="/a.webp">', 10)).toBe('<img src=…');
  });
});

const summary = (LCP: number, more: Partial<Summary> = {}): Summary => ({
  performance: 100,
  accessibility: 98,
  'best-practices': 96,
  seo: 100,
  FCP: 700.4,
  LCP,
  TBT: 12.6,
  longestTask: 61,
  CLS: 0,
  bytes: 40 * 1024,
  lcpElement: '<h1>',
  lcpElementRuns: 5,
  runs: 5,
  ...more,
});
const target = (label: string, floor?: string): Target => ({
  label,
  dir: '/d',
  url: '/',
  file: 'index.html',
  status: 200,
  ...(floor ? { floor } : {}),
});

describe('summaryTable', () => {
  const lines = summaryTable(
    [target('home', HERO_FLOOR), target('projects page', 'projects floor'), target(HERO_FLOOR), target('projects floor')],
    new Map([
      ['home', summary(900)],
      ['projects page', summary(1300, { lcpElement: `<img src="/${'a'.repeat(60)}.webp">`, lcpElementRuns: 3 })],
      [HERO_FLOOR, summary(800)],
      ['projects floor', summary(1000)],
    ]),
  );
  const cells = (line: string | undefined) => line?.split(/ {2,}/);

  it('has a title row and one row per target, in the targets’ order', () => {
    expect(cells(lines[0])?.slice(0, 6)).toEqual(['page', 'perf', 'a11y', 'best', 'seo', 'FCP']);
    expect(lines.slice(1).map((line) => cells(line)?.[0])).toEqual(['home', 'projects page', HERO_FLOOR, 'projects floor']);
  });

  it('gives the rounded medians, and the median LCP over that of its own floor and of the hero floor', () => {
    expect(cells(lines[1])).toEqual(['home', '100', '98', '96', '100', '700', '900', '13', '61', '0.000', '40', '1.13', HERO_FLOOR, '1.13', '<h1>']);
    expect(cells(lines[2])?.slice(11)).toEqual(['1.30', 'projects floor', '1.63', `<img src="/${'a'.repeat(48)}… (3 of 5 runs)`]);
  });

  it('gives a floor no ratio to itself, and a kind’s floor its ratio to the hero floor', () => {
    expect(cells(lines[3])?.slice(11, 14)).toEqual(['–', '–', '–']);
    expect(cells(lines[4])?.slice(11, 14)).toEqual(['–', '–', '1.25']);
  });

  it('says above the table that the figures are medians of so many runs', () => {
    expect(summaryHeading(7)[0]).toMatch(/^Medians of 7 Lighthouse runs per page/);
    expect(summaryHeading(1)[0]).toMatch(/^Medians of 1 Lighthouse run per page/);
  });

  it('names the CPU slowdown the runs simulated: Lighthouse’s 4× unless told', () => {
    expect(summaryHeading(5)[0]).toContain('4× CPU slowdown');
    expect(summaryHeading(5, 6)[0]).toContain('6× CPU slowdown');
  });
});
