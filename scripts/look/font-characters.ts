/**
 * The characters a language's pages can show, which its web fonts are cut to: every text of its
 * content, every word of its interface (a function's from its source text, literals and all), its
 * dates and numbers as Intl writes them, the other languages' names in the switcher, each letter in
 * both cases (CSS may change case), and what a visitor is likely to type into the form (ASCII). A
 * character the fonts lack still shows, in the fallback font.
 */
import type { DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import { dictionaryOf } from '../../src/i18n/all-dictionaries.ts';
import { pageWordsOf } from '../../src/i18n/page-dictionary.ts';
import { autonym } from '../../src/lib/language-choices.ts';

/** Printable ASCII, the spaces Intl puts in numbers and dates, and common punctuation. */
const ALWAYS = `${String.fromCodePoint(...Array.from({ length: 95 }, (_, i) => 32 + i))}\u00a0\u202f‘’“”–—…•·«»€©`;

/**
 * A function's source with its escapes read back: the compiler that loads the dictionaries (tsx's
 * esbuild) writes `öffnet` as `\xF6ffnet` and `„` as `\u201E`, characters the pages do show.
 */
export function unescapedSource(source: string): string {
  return source.replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (escape, braced?: string, u?: string, x?: string) => {
    const code = Number.parseInt(braced ?? u ?? x ?? '', 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : escape;
  });
}

function collect(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'function') into.push(unescapedSource(String(value)));
  else if (Array.isArray(value)) value.forEach((item) => collect(item, into));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => collect(item, into));
}

/** What Intl writes in a language: the twelve months as the periods show them, and grouped numbers. */
function intlTexts(language: string): string[] {
  const months = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return [...Array.from({ length: 12 }, (_, month) => months.format(Date.UTC(2024, month, 1))), (1234567.5).toLocaleString(language)];
}

export function pageCharacters(language: string, content: DeepReadonly<ResolvedContent>, languages: readonly string[]): string {
  const texts: string[] = [ALWAYS, ...intlTexts(language), ...languages.map(autonym)];
  collect(content, texts);
  collect(dictionaryOf(content.ui, language), texts);
  collect(pageWordsOf(content.ui, language), texts);
  const characters = new Set<string>();
  for (const text of texts) {
    for (const character of text) {
      characters.add(character);
      // Both cases, as a language writes them (the Turkish dotless i is its own letter).
      for (const other of [character.toLocaleUpperCase(language), character.toLocaleLowerCase(language)])
        if ([...other].length === 1) characters.add(other);
    }
  }
  // Control and format characters, line breaks and the like draw nothing: no glyph to keep.
  return [...characters]
    .filter((character) => !/[\p{C}\p{Zl}\p{Zp}]/u.test(character))
    .sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
    .join('');
}
