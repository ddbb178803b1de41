import { describe, expect, it } from 'vitest';
import { BACK_TO_TOP_THRESHOLD, scrollProgress, showsBackToTop } from './scroll-metrics.ts';

describe('scrollProgress', () => {
  it('is 0 at the top and 100 at the bottom', () => {
    expect(scrollProgress(0, 3000, 800)).toBe(0);
    expect(scrollProgress(2200, 3000, 800)).toBe(100);
  });

  it('rounds to an integer percentage', () => {
    expect(scrollProgress(733, 3000, 800)).toBe(33);
  });

  it('is capped to 0..100 when the browser overscrolls', () => {
    expect(scrollProgress(-40, 3000, 800)).toBe(0);
    expect(scrollProgress(2600, 3000, 800)).toBe(100);
  });

  it('is 0 for a page that does not scroll', () => {
    expect(scrollProgress(0, 600, 800)).toBe(0);
  });
});

describe('showsBackToTop', () => {
  it('is hidden at 300 px and shown above', () => {
    expect(BACK_TO_TOP_THRESHOLD).toBe(300);
    expect(showsBackToTop(0)).toBe(false);
    expect(showsBackToTop(300)).toBe(false);
    expect(showsBackToTop(300.5)).toBe(true);
    expect(showsBackToTop(301)).toBe(true);
  });
});
