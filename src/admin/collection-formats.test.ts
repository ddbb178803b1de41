import { describe, expect, it } from 'vitest';
import { collectionFormats, fieldOrdersOf, keyedListsOf } from './collection-formats.ts';

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
      { name: 'yaml-doc:profile', kind: 'yaml-doc', extension: 'yaml', everyEntryRead: true, keyedLists: new Map(), fieldOrders: new Map() },
      { name: 'front-matter:posts', kind: 'front-matter', extension: 'md', everyEntryRead: false, keyedLists: new Map(), fieldOrders: new Map() },
      { name: 'yaml-doc:site', kind: 'yaml-doc', extension: 'yaml', everyEntryRead: false, keyedLists: new Map(), fieldOrders: new Map() },
      {
        name: 'front-matter:notes',
        kind: 'front-matter',
        extension: 'markdown',
        everyEntryRead: false,
        keyedLists: new Map(),
        fieldOrders: new Map(),
      },
    ]);
  });

  it('leaves out Decap’s own formats, formats of another kind, and collections without one', () => {
    expect(collectionFormats([{ format: 'yaml' }, { format: 'frontmatter' }, { format: 'toml-doc:x' }, { format: 'yaml-doc' }, {}])).toEqual([]);
  });
});

describe('what a format is told of its forms', () => {
  const projects = {
    format: 'yaml-doc:content',
    files: [
      {
        fields: [
          { name: 'lead', widget: 'text' },
          {
            name: 'projects',
            widget: 'list',
            entry_key: { field: 'slug', from: 'title' },
            fields: [
              { name: 'title', widget: 'string' },
              { name: 'slug', widget: 'string' },
              { name: 'links', widget: 'object', fields: [{ name: 'github' }, { name: 'live' }] },
            ],
          },
        ],
      },
      { fields: [{ name: 'categories', widget: 'list', entry_key: { field: 'id', from: 'title' }, fields: [{ name: 'title' }, { name: 'id' }] }] },
    ],
  };
  it('the keyed lists of all its files', () => {
    expect(keyedListsOf(projects)).toEqual(
      new Map([
        ['projects', { field: 'slug', from: 'title' }],
        ['categories', { field: 'id', from: 'title' }],
      ]),
    );
  });
  it('the field order of each object, by path', () => {
    expect(fieldOrdersOf(projects)).toEqual(
      new Map([
        ['projects', ['title', 'slug', 'links']],
        ['projects.links', ['github', 'live']],
        ['categories', ['title', 'id']],
      ]),
    );
  });
});
