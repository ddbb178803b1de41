import { describe, expect, it } from 'vitest';
import { formatDay, languageName } from './post-dates.ts';

describe('post dates', () => {
  it('shows the day written, in the page’s language', () => {
    expect(formatDay('2026-03-14', 'en')).toBe('March 14, 2026');
    expect(formatDay('2026-03-01', 'fr')).toBe('1 mars 2026');
  });

  it('names a language in another', () => {
    expect(languageName('en', 'fr')).toBe('anglais');
    expect(languageName('fr', 'en')).toBe('French');
  });
});
