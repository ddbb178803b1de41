// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

/** A classic scrollbar of `width` px, gone while overflow is hidden unless its room is kept. */
function fakeScrollbar(width: number, { roomKept = false } = {}) {
  const html = document.documentElement;
  document.body.getBoundingClientRect = () => new DOMRect(0, 0, html.style.overflow === 'hidden' && !roomKept ? 1280 : 1280 - width, 800);
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  Reflect.deleteProperty(document.body, 'getBoundingClientRect');
});

describe('lockScroll', () => {
  it.each([
    { what: 'hands the scrollbar’s width back as padding and a CSS variable', roomKept: false, padding: '19px', gap: '15px' },
    { what: 'hands nothing back where the page keeps the scrollbar’s room (scrollbar-gutter)', roomKept: true, padding: '4px', gap: '0px' },
  ])('hides overflow and $what', ({ roomKept, padding, gap }) => {
    fakeScrollbar(15, { roomKept });
    document.body.style.paddingRight = '4px';
    const release = lockScroll();
    const html = document.documentElement;
    expect([html.style.overflow, document.body.style.paddingRight, html.style.getPropertyValue('--scroll-lock-gap')]).toEqual([
      'hidden',
      padding,
      gap,
    ]);
    release();
    expect([html.style.overflow, document.body.style.paddingRight, html.style.getPropertyValue('--scroll-lock-gap')]).toEqual(['', '4px', '']);
  });

  it('keeps the page locked until the last of nested locks is released, and tolerates double release', () => {
    fakeScrollbar(0);
    const outer = lockScroll();
    const inner = lockScroll();
    inner();
    inner();
    expect(document.documentElement.style.overflow).toBe('hidden');
    outer();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
  });
});
