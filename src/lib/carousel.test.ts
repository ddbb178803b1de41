import { describe, expect, it } from 'vitest';
import { counterLabel, nextIndex, previousIndex } from './carousel';

describe('carousel index', () => {
  it('moves forward and wraps from the last image to the first', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('moves back and wraps from the first image to the last', () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it('stays at 0 with one image or none', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it('labels the counter 1-based', () => {
    expect(counterLabel(0, 4)).toBe('1 / 4');
    expect(counterLabel(3, 4)).toBe('4 / 4');
    expect(counterLabel(0, 0)).toBe('0 / 0');
  });
});
