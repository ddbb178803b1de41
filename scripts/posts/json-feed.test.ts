import { describe, expect, it } from 'vitest';
import { jsonFeed11 } from './json-feed.ts';

describe('jsonFeed11', () => {
  it('names version 1.1 and the language, and lists each author beside the 1.0 field', () => {
    const author = { name: 'Sam Rivera', url: 'https://sam.example.com/' };
    const json1 = JSON.stringify({ version: 'https://jsonfeed.org/version/1', title: 'T', author, items: [{ id: 'a', author }, { id: 'b' }] });
    expect(JSON.parse(jsonFeed11(json1, 'fr'))).toEqual({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'T',
      language: 'fr',
      author,
      authors: [author],
      items: [{ id: 'a', author, authors: [author] }, { id: 'b' }],
    });
  });
});
