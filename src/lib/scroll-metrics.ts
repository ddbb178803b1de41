/** Scroll maths for the progress bar and the back-to-top button. */

/** The back-to-top button shows once the page is scrolled more than this (docs/product-spec.md §9). */
export const BACK_TO_TOP_THRESHOLD = 300;

/** Percentage of the page scrolled, as an integer from 0 to 100. */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.round(Math.min(100, Math.max(0, (scrollY / scrollable) * 100)));
}

export function showsBackToTop(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD;
}
