import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../src/i18n/ui-languages.ts';
import { interfaceTexts } from '../../src/test/dictionary-samples.ts';
import { sample } from '../../test/support/sample-site.ts';
import { pageCharacters, unescapedSource } from './font-characters.ts';

describe('pageCharacters', () => {
  it.each(UI_LANGUAGES)('keeps every character the %s interface can show, its functions’ results too', (language) => {
    const kept = new Set(pageCharacters(language, { ...sample, ui: { language, overrides: {} } }, UI_LANGUAGES));
    const shown = new Set(interfaceTexts(language).flatMap((text) => [...text]));
    expect([...shown].filter((character) => !/\s/u.test(character) && !kept.has(character))).toEqual([]);
  });

  it('reads a function’s escaped characters back (tsx writes „öffnet“ as \\u201E\\xF6ffnet\\u201C)', () => {
    expect(unescapedSource('(t) => `\\u201E\\xF6ffnet\\u201C ${t} \\u{1F600}`')).toBe('(t) => `„öffnet“ ${t} 😀`');
  });
});
