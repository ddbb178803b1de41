import { describe, expect, it } from 'vitest';
import { collectionFormats } from './collection-formats.ts';

describe('collectionFormats', () => {
  it('names each custom format once, with its kind and the extension its files have', () => {
    expect(
      collectionFormats([
        { format: 'yaml-doc:profile', extension: 'yaml' },
        { format: 'front-matter:posts', extension: 'md' },
        { format: 'yaml-doc:site' },
        { format: 'yaml-doc:profile', extension: 'yaml' },
        { format: 'front-matter:notes', extension: 'markdown' },
      ]),
    ).toEqual([
      { name: 'yaml-doc:profile', kind: 'yaml-doc', extension: 'yaml' },
      { name: 'front-matter:posts', kind: 'front-matter', extension: 'md' },
      { name: 'yaml-doc:site', kind: 'yaml-doc', extension: 'yaml' },
      { name: 'front-matter:notes', kind: 'front-matter', extension: 'markdown' },
    ]);
  });

  it('leaves out Decap’s own formats, formats of another kind, and collections without one', () => {
    expect(collectionFormats([{ format: 'yaml' }, { format: 'frontmatter' }, { format: 'toml-doc:x' }, { format: 'yaml-doc' }, {}])).toEqual([]);
  });
});
