import { describe, expect, it } from 'vitest';
import { autonym, otherLanguages } from './language-choices.ts';

describe('otherLanguages', () => {
  it('offers every other language, named in itself, with its address prefix', () => {
    expect(otherLanguages(['en', 'fr'], 'en')).toEqual([{ tag: 'fr', name: 'Français', base: '/fr' }]);
    expect(otherLanguages(['en', 'fr'], 'fr')).toEqual([{ tag: 'en', name: 'English', base: '' }]);
    expect(otherLanguages(['en'], 'en')).toEqual([]);
  });

  it('names a language it cannot look up by its tag', () => {
    expect(autonym('de')).toBe('Deutsch');
    expect(autonym('zz')).toBe('Zz');
  });
});
