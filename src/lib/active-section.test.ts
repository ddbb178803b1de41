import { describe, expect, it } from 'vitest';
import { activeSection } from './active-section.ts';

const at = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i}`, top }));

describe('activeSection', () => {
  it('defaults to the first section when none has reached the middle', () => {
    expect(activeSection(at(500, 900, 1400), 800)).toBe('s0');
  });

  it('counts a section whose top is exactly at the middle', () => {
    expect(activeSection(at(-300, 400, 1200), 800)).toBe('s1');
  });

  it('does not count a section one pixel below the middle', () => {
    expect(activeSection(at(-300, 401, 1200), 800)).toBe('s0');
  });

  it('picks the last of several sections above the middle', () => {
    expect(activeSection(at(-2000, -900, -100, 300, 1000), 800)).toBe('s3');
  });

  it('keeps the last section active at the bottom of the page', () => {
    expect(activeSection(at(-4000, -3000, -2000, -1000, -500, 100), 800)).toBe('s5');
  });

  it('returns undefined when there are no sections', () => {
    expect(activeSection([], 800)).toBeUndefined();
  });
});
