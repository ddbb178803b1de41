import { describe, expect, it } from 'vitest';
import { MIN_SIMILARITY, pickMostSimilar, similarity } from './entry-similarity.ts';

const post = {
  title: 'Typing a 40-tab spreadsheet before automating it',
  date: '2026-09-18',
  tags: ['TypeScript', 'Automation', 'Google Sheets'],
  body: '\nThe client kept every quote in one workbook of forty tabs, and asked me to automate them.\n',
};

describe('similarity', () => {
  it('is 1 for equal data, and for two entries of nothing', () => {
    expect(similarity(post, structuredClone(post))).toBe(1);
    expect(similarity({}, {})).toBe(1);
  });

  it('is the share of leaves alike, over the larger entry', () => {
    // title and date differ entirely (their word pairs too); 3 tags and the body are equal: 4 of 6.
    expect(similarity({ ...post, title: 'Another post', date: '2027-01-01' }, post)).toBeCloseTo(4 / 6);
    expect(similarity({ title: post.title }, post)).toBeCloseTo(1 / 6);
  });

  it('ignores the order of a list', () => {
    expect(similarity({ ...post, tags: ['Google Sheets', 'TypeScript', 'Automation'] }, post)).toBe(1);
  });

  it('counts an edited string for the word pairs it kept', () => {
    // Of 6 word pairs each, 4 are shared (^ a, a b, b c, c d): Dice 2 × 4 / 12.
    expect(similarity({ lead: 'a b c d x' }, { lead: 'a b c d e' })).toBeCloseTo((2 * 4) / 12);
  });

  it('counts a number, a boolean and an empty list only when equal', () => {
    expect(similarity({ year: 2025, draft: false, tags: [] }, { year: 2025, draft: true, tags: [] })).toBeCloseTo(2 / 3);
    expect(similarity({ year: 2025 }, { year: '2025' })).toBe(0);
  });
});

describe('pickMostSimilar', () => {
  const other = { title: 'Reading invoices with vision', date: '2026-05-02', tags: ['Python'], body: '\nInvoices arrive as scans.\n' };
  const candidates = [
    { data: other, original: 'other.md' },
    { data: post, original: 'spreadsheet.md' },
  ];

  it('picks the file the edited entry was read from', () => {
    expect(pickMostSimilar(candidates, { ...post, title: 'Typing a 40-tab spreadsheet before I automated it' })).toBe('spreadsheet.md');
    expect(pickMostSimilar(candidates, { ...other, tags: ['Python', 'OCR'] })).toBe('other.md');
  });

  it('picks none for a new entry that only shares a tag with one', () => {
    const fresh = { title: 'A new post', date: '2027-02-01', tags: ['TypeScript'], body: '\nSomething else entirely.\n' };
    expect(similarity(fresh, post)).toBeLessThan(MIN_SIMILARITY);
    expect(pickMostSimilar(candidates, fresh)).toBeUndefined();
    expect(pickMostSimilar([], post)).toBeUndefined();
  });

  it('picks the latest read of equally similar files', () => {
    expect(
      pickMostSimilar(
        [
          { data: post, original: 'first' },
          { data: post, original: 'second' },
        ],
        post,
      ),
    ).toBe('second');
  });
});
