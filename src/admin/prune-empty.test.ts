import { expect, it } from 'vitest';
import { pruneEmpty, pruneEntry } from './prune-empty.ts';

it('drops empty strings, nulls and undefined at any depth, and the objects they leave empty', () => {
  expect(
    pruneEntry({
      title: 'Kept',
      subtitle: '',
      cover: null,
      alt: undefined,
      links: { github: '', live: null },
      nested: { deeper: { gone: '' }, kept: 0 },
      flags: { draft: false },
    }),
  ).toEqual({ title: 'Kept', nested: { kept: 0 }, flags: { draft: false } });
});

it('keeps empty lists, and drops the empty items of a list', () => {
  expect(
    pruneEntry({
      tags: [],
      images: ['/a.svg', '', null],
      stats: [
        { label: '', value: '' },
        { label: 'Years', value: '2+' },
      ],
    }),
  ).toEqual({
    tags: [],
    images: ['/a.svg'],
    stats: [{ label: 'Years', value: '2+' }],
  });
});

it('keeps zero, false and whitespace: they were typed', () => {
  expect(pruneEmpty({ count: 0, shown: false, space: ' ' })).toEqual({ count: 0, shown: false, space: ' ' });
});

it('makes an entry of nothing an empty object', () => {
  expect(pruneEntry({ title: '', body: null })).toEqual({});
});
