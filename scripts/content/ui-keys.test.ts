import { describe, expect, it } from 'vitest';
import { parameterNames, uiKeys } from './ui-keys.ts';

describe('uiKeys', () => {
  it('lists every text of the interface, a message with its placeholders in the order it takes its values', () => {
    const keys = new Map(uiKeys().map((key) => [key.path, key]));
    expect(keys.get('hero.greeting')).toEqual({ path: 'hero.greeting', english: "Hello, I'm" });
    expect(keys.get('page.footer')).toEqual({ path: 'page.footer', placeholders: ['year', 'owner'], english: '© {year} {owner}. All rights reserved.' });
    expect(keys.get('carousel.imageAlt')?.placeholders).toEqual(['title', 'number', 'count']);
    // A message that reads its values cannot be shown with placeholders, but can be rewritten.
    expect(keys.get('sendErrors.notSetUp')).toEqual({ path: 'sendErrors.notSetUp', placeholders: ['missing'], english: undefined });
  });

  it('leaves out the default categories’ names, which content renames under `types:`', () => {
    expect(uiKeys().filter(({ path }) => path.startsWith('projects.types') || path.startsWith('experience.types'))).toEqual([]);
  });

  it('reads a message’s parameters from every way the dictionaries write one', () => {
    expect(parameterNames((label: string, title: string) => `${label}${title}`)).toEqual(['label', 'title']);
    expect(parameterNames(() => '')).toEqual([]);
    expect(parameterNames((seconds: number = 1) => String(seconds))).toEqual(['seconds']);
  });

  it('gives every bundled language the same texts, each message the same placeholders', () => {
    const shape = (language: 'en' | 'fr' | 'de' | 'es') => uiKeys(language).map(({ path, placeholders }) => `${path}(${placeholders?.join(',') ?? ''})`);
    for (const language of ['fr', 'de', 'es'] as const) expect(shape(language)).toEqual(shape('en'));
  });
});
