// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

function fakeScrollbar(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1280 - width });
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
});

describe('lockScroll', () => {
  it('hides overflow and hands the scrollbar width back as padding and a CSS variable', () => {
    fakeScrollbar(15);
    document.body.style.paddingRight = '4px';
    const release = lockScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('19px');
    expect(document.documentElement.style.getPropertyValue('--scroll-lock-gap')).toBe('15px');
    release();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('4px');
    expect(document.documentElement.style.getPropertyValue('--scroll-lock-gap')).toBe('');
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
