/** When each hydration strategy starts an island (spec of data-hydrate; see hydrate-strategy.ts). */
import type { HydrateStrategy } from './hydrate-strategy.ts';

/** How far from the viewport (above or below) a `visible` island starts loading, so it is ready when reached. */
export const VISIBLE_LOOKAHEAD_PX = 800;

/**
 * What counts as the visitor's first interaction with the page. A page nobody touches never runs
 * React; one that is scrolled or keyed runs it then, while the compositor scrolls.
 */
const FIRST_INTERACTION = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

declare global {
  interface Window {
    /** The interaction that started the `interaction` islands: an island can still answer a key that woke it (the search's `/`). */
    __firstInteraction?: Event;
  }
}

function onFirstInteraction(start: () => void): void {
  const controller = new AbortController();
  const once = (event: Event) => {
    controller.abort();
    window.__firstInteraction = event;
    start();
  };
  for (const type of FIRST_INTERACTION) window.addEventListener(type, once, { passive: true, capture: true, signal: controller.signal });
}

function openedAtSection(): boolean {
  try {
    return location.hash.length > 1 && document.getElementById(decodeURIComponent(location.hash.slice(1))) !== null;
  } catch {
    // A malformed escape in the address names no section.
    return false;
  }
}

export function schedule(strategy: HydrateStrategy, element: Element, start: () => void): void {
  if (strategy === 'load') {
    start();
  } else if (strategy === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  } else if (strategy === 'interaction') {
    // A page opened at a section, or scrolled back to where it was, shows its chrome's state at once.
    // (Not one with user activation: automation grants it with every script it runs in the page.)
    if (window.scrollY > 0 || openedAtSection()) start();
    else onFirstInteraction(start);
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
