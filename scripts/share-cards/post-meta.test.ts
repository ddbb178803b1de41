import { describe, expect, it } from 'vitest';
import { cardDate, cardDateLine, tagsThatFit, tagWidth, type TagRow } from './post-meta.ts';

describe('a post card’s date', () => {
  it('is the long date of the card’s language, whatever the time zone', () => {
    expect(cardDate('2026-03-14', 'en')).toBe('March 14, 2026');
    expect(cardDate('2026-03-14', 'en-GB')).toBe('14 March 2026');
    expect(cardDate('2026-01-01', 'fr')).toBe('1 janvier 2026');
    expect(cardDate('2026-12-31', 'de')).toBe('31. Dezember 2026');
  });

  it('says how long the post takes to read, in the same language', () => {
    expect(cardDateLine('2026-03-14', 'en', 6)).toBe('March 14, 2026 · 6 min');
    // French puts a no-break space before the unit.
    expect(cardDateLine('2026-03-14', 'fr', 12)).toMatch(/^14 mars 2026 · 12\smin$/);
    expect(cardDateLine('2026-03-14', 'fr')).toBe('14 mars 2026');
  });
});

describe('tagsThatFit', () => {
  const row: TagRow = { fontSize: 20, charWidth: 0.5, padding: 20, gap: 10, width: 300 };

  it('keeps every tag when they fit', () => {
    expect(tagWidth('abcd', row)).toBe(60);
    expect(tagsThatFit(['abcd', 'efgh'], row)).toEqual({ shown: ['abcd', 'efgh'], more: 0 });
    expect(tagsThatFit([], row)).toEqual({ shown: [], more: 0 });
  });

  it('keeps the first that fit with room to say how many are left', () => {
    // 4 × 60 + 3 × 10 = 270 fits, but then "+1" (40) does not; 3 × 60 + "+2" + 3 gaps = 250 does.
    expect(tagsThatFit(['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee'], row)).toEqual({ shown: ['aaaa', 'bbbb', 'cccc'], more: 2 });
  });

  it('shows the first tag, to be cut short, when not even it fits', () => {
    expect(tagsThatFit(['a'.repeat(40), 'b'], row)).toEqual({ shown: ['a'.repeat(40)], more: 1 });
    expect(tagsThatFit(['a'.repeat(40)], row)).toEqual({ shown: ['a'.repeat(40)], more: 0 });
  });
});
