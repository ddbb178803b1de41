/** When each hydration strategy starts an island (spec of data-hydrate; see define-island.ts). */
import type { HydrateStrategy } from './define-island.ts';

/** How far from the viewport (above or below) a `visible` island starts loading, so it is ready when reached. */
export const VISIBLE_LOOKAHEAD_PX = 800;

export function schedule(strategy: HydrateStrategy, element: Element, start: () => void): void {
  if (strategy === 'load') {
    start();
  } else if (strategy === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  } else if (typeof IntersectionObserver === 'undefined' || element.children.length === 0) {
    start();
  } else {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: `${VISIBLE_LOOKAHEAD_PX}px 0px` },
    );
    // The island's own element is display: contents and has no box to intersect: watch its content.
    for (const child of element.children) observer.observe(child);
  }
}
