import { describe, expect, it } from 'vitest';
import { excerptParts, hitsOf } from './search-hits.ts';

describe('hitsOf', () => {
  it('gives a page without matched sections one hit, titled by the page', () => {
    expect(hitsOf({ url: '/projects/gymflow/', excerpt: 'a <mark>gym</mark>', meta: { title: 'GymFlow' }, sub_results: [] })).toEqual([
      { url: '/projects/gymflow/', title: 'GymFlow', excerpt: 'a <mark>gym</mark>' },
    ]);
  });

  it('gives a page of sections a hit per matched section, leading to its heading', () => {
    const hits = hitsOf({
      url: '/',
      excerpt: 'x',
      meta: { title: 'Sam Rivera' },
      sub_results: [
        { title: 'Sam Rivera', url: '/', excerpt: 'top' },
        { title: 'Experience', url: '/#experience-title', excerpt: 'a <mark>job</mark>', anchor: { element: 'h2', id: 'experience-title' } },
      ],
    });
    expect(hits).toEqual([{ url: '/#experience-title', title: 'Experience', page: 'Sam Rivera', excerpt: 'a <mark>job</mark>' }]);
  });
});

describe('excerptParts', () => {
  it('splits the marked words from the rest, and reads the escaped text back', () => {
    expect(excerptParts('Tom & Jerry <mark>read</mark> &lt;b&gt; <mark>invoices</mark>.')).toEqual([
      { text: 'Tom & Jerry ', marked: false },
      { text: 'read', marked: true },
      { text: ' <b> ', marked: false },
      { text: 'invoices', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('shows the references a page wrote out as text as the page did, an out-of-range one too', () => {
    expect(excerptParts('write <mark>&amp;</mark> or &#x110000; &#39;')).toEqual([
      { text: 'write ', marked: false },
      { text: '&amp;', marked: true },
      { text: ' or &#x110000; &#39;', marked: false },
    ]);
  });
});
