/**
 * One passive scroll/resize listener for the whole page, throttled to animation frames, that
 * reads layout once per frame and shares the result: scroll offset, progress and the active
 * section. The server value is the top of the page, so hydration matches the prerendered HTML.
 */
import { activeSection } from '../lib/active-section.ts';
import { createExternalStore, type ExternalStore } from '../lib/external-store.ts';
import { HOME_SECTION, type SectionId } from '../lib/page-sections.ts';
import { scrollProgress } from '../lib/scroll-metrics.ts';
import { useExternalStore } from './use-external-store.ts';

export interface PageScroll {
  y: number;
  /** 0–100, integer. */
  progress: number;
  active: SectionId;
}

const TOP: PageScroll = { y: 0, progress: 0, active: HOME_SECTION };

function measure(sections: readonly HTMLElement[]): PageScroll {
  const doc = document.documentElement;
  const tops = sections.map((el) => ({ id: el.id, top: el.getBoundingClientRect().top }));
  return {
    y: window.scrollY,
    progress: scrollProgress(window.scrollY, doc.scrollHeight, window.innerHeight),
    active: activeSection(tops, window.innerHeight) ?? HOME_SECTION,
  };
}

function watchScroll(store: ExternalStore<PageScroll>): () => void {
  // The page's own sections, in its order (the owner's: content/site.yaml `sections`), each marked
  // data-section: found once, since the prerendered page never adds or removes one.
  const sections = [...document.querySelectorAll<HTMLElement>('[data-section]')];
  let frame = 0;
  const schedule = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      store.set(measure(sections));
    });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  schedule();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}

const pageScroll = createExternalStore(TOP, {
  watch: watchScroll,
  equals: (a, b) => a.y === b.y && a.progress === b.progress && a.active === b.active,
});

export function usePageScroll<T>(select: (scroll: PageScroll) => T): T {
  return useExternalStore(pageScroll, select, TOP);
}
