import { describe, expect, it } from 'vitest';
import { keyTarget, nextIndex, previousIndex, wrapIndex } from './wrap-index.ts';

describe('wrap-around index', () => {
  it('moves forward and wraps from the last to the first, and back from the first to the last', () => {
    expect([0, 1, 2].map((i) => nextIndex(i, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => previousIndex(i, 3))).toEqual([2, 0, 1]);
  });

  it('stays at 0 with one item or none', () => {
    expect([nextIndex(0, 1), previousIndex(0, 1), nextIndex(0, 0), previousIndex(0, 0)]).toEqual([0, 0, 0, 0]);
  });

  it('brings any index into range, however far out', () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
  });
});

describe('keyTarget', () => {
  it('follows the arrows of its orientation only, wrapping', () => {
    expect(keyTarget('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(keyTarget('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(keyTarget('ArrowDown', 0, 3, 'horizontal')).toBeUndefined();
    expect(keyTarget('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(keyTarget('ArrowUp', 0, 3, 'vertical')).toBe(2);
  });

  it('jumps to the ends with Home and End, and ignores other keys', () => {
    expect(keyTarget('Home', 2, 3, 'vertical')).toBe(0);
    expect(keyTarget('End', 0, 3, 'horizontal')).toBe(2);
    expect(keyTarget('Enter', 1, 3, 'vertical')).toBeUndefined();
  });
});
