import { describe, expect, it } from 'vitest';
import { collectionFormats } from './collection-formats.ts';

describe('collectionFormats', () => {
  it('names each custom format once, with its kind, the extension its files have, and whether a files collection names it', () => {
    expect(
      collectionFormats([
        { format: 'yaml-doc:profile', extension: 'yaml', files: [] },
        { format: 'front-matter:posts', extension: 'md' },
        { format: 'yaml-doc:site' },
        { format: 'yaml-doc:profile', extension: 'yaml' },
        { format: 'front-matter:notes', extension: 'markdown' },
      ]),
    ).toEqual([
      { name: 'yaml-doc:profile', kind: 'yaml-doc', extension: 'yaml', everyEntryRead: true },
      { name: 'front-matter:posts', kind: 'front-matter', extension: 'md', everyEntryRead: false },
      { name: 'yaml-doc:site', kind: 'yaml-doc', extension: 'yaml', everyEntryRead: false },
      { name: 'front-matter:notes', kind: 'front-matter', extension: 'markdown', everyEntryRead: false },
    ]);
  });

  it('leaves out Decap’s own formats, formats of another kind, and collections without one', () => {
    expect(collectionFormats([{ format: 'yaml' }, { format: 'frontmatter' }, { format: 'toml-doc:x' }, { format: 'yaml-doc' }, {}])).toEqual([]);
  });
});
