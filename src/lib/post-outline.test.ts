import { describe, expect, it } from 'vitest';
import { currentHeading, hasContents, nestOutline, type PostHeading } from './post-outline.ts';

const heading = (id: string): PostHeading => ({ id, text: id, depth: 2 });

describe('a post’s contents', () => {
  it('are shown from three headings on', () => {
    expect(hasContents(undefined)).toBe(false);
    expect(hasContents([heading('a'), heading('b')])).toBe(false);
    expect(hasContents([heading('a'), heading('b'), heading('c')])).toBe(true);
  });
});

describe('the outline, nested', () => {
  const h = (id: string, depth: 2 | 3): PostHeading => ({ id, text: id, depth });

  it('puts each h3 under the h2 before it, and an h3 before any h2 on its own', () => {
    expect(nestOutline([h('a', 3), h('b', 2), h('c', 3), h('d', 3), h('e', 2)])).toEqual([
      { heading: h('a', 3), children: [] },
      { heading: h('b', 2), children: [h('c', 3), h('d', 3)] },
      { heading: h('e', 2), children: [] },
    ]);
  });
});

describe('the current heading', () => {
  const at = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i}`, top }));

  it('is none while the first heading is below the middle of the viewport', () => {
    expect(currentHeading(at(401, 900), 800)).toBeUndefined();
    expect(currentHeading([], 800)).toBeUndefined();
  });

  it('is the last heading whose top has reached the middle', () => {
    expect(currentHeading(at(400, 900), 800)).toBe('h0');
    expect(currentHeading(at(-900, -10, 399, 401), 800)).toBe('h2');
  });
});
