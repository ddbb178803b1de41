/**
 * One passive scroll/resize listener for the whole page, throttled to animation frames, that
 * reads layout once per frame and shares the result: scroll offset, progress, the active
 * section and, on a post with a table of contents, the heading the reader is at. The server value is the top of the page, so hydration matches the prerendered HTML.
 */
import { activeSection } from '../lib/active-section.ts';
import { createExternalStore, type ExternalStore } from '../lib/external-store.ts';
import { currentHeading } from '../lib/post-outline.ts';
import { HOME_SECTION, type SectionId } from '../lib/page-sections.ts';
import { scrollProgress } from '../lib/scroll-metrics.ts';
import { useExternalStore } from './use-external-store.ts';

export interface PageScroll {
  y: number;
  /** 0–100, integer. */
  progress: number;
  active: SectionId;
  /** The id of the heading the reader is at, among those a post's table of contents lists. */
  heading?: string;
}

const TOP: PageScroll = { y: 0, progress: 0, active: HOME_SECTION };

const topsOf = (elements: readonly HTMLElement[]) => elements.map((el) => ({ id: el.id, top: el.getBoundingClientRect().top }));

function measure(sections: readonly HTMLElement[], headings: readonly HTMLElement[]): PageScroll {
  const doc = document.documentElement;
  return {
    y: window.scrollY,
    progress: scrollProgress(window.scrollY, doc.scrollHeight, window.innerHeight),
    active: activeSection(topsOf(sections), window.innerHeight) ?? HOME_SECTION,
    heading: currentHeading(topsOf(headings), window.innerHeight),
  };
}

/** The headings a table of contents links to (src/sections/writing/post-contents.island.tsx), in its order. */
const listedHeadings = () =>
  [...document.querySelectorAll('[data-contents] a[href^="#"]')].flatMap(
    (link) => document.getElementById(link.getAttribute('href')?.slice(1) ?? '') ?? [],
  );

function watchScroll(store: ExternalStore<PageScroll>): () => void {
  // The page's own sections, in its order (the owner's: content/site.yaml `sections`), each marked
  // data-section: found once, since the prerendered page never adds or removes one.
  const sections = [...document.querySelectorAll<HTMLElement>('[data-section]')];
  const headings = listedHeadings();
  let frame = 0;
  const schedule = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      store.set(measure(sections, headings));
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
  equals: (a, b) => a.y === b.y && a.progress === b.progress && a.active === b.active && a.heading === b.heading,
});

export function usePageScroll<T>(select: (scroll: PageScroll) => T): T {
  return useExternalStore(pageScroll, select, TOP);
}
