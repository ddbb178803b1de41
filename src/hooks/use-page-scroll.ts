/**
 * One passive scroll/resize listener for the whole page, throttled to animation frames, that
 * reads layout once per frame and shares the result: scroll offset, progress and the active
 * section. Components subscribe with useSyncExternalStore; the server snapshot is the top of
 * the page, so hydration matches the prerendered HTML.
 */
import { useSyncExternalStore } from 'react';
import { activeSection } from '../lib/active-section';
import { PAGE_SECTIONS, type SectionId } from '../lib/page-sections';
import { scrollProgress } from '../lib/scroll-metrics';

export interface PageScroll {
  y: number;
  /** 0–100, integer. */
  progress: number;
  active: SectionId;
}

const TOP: PageScroll = { y: 0, progress: 0, active: 'home' };
let snapshot: PageScroll = TOP;
const listeners = new Set<() => void>();
let frame = 0;

function measure(): void {
  frame = 0;
  const doc = document.documentElement;
  const tops = PAGE_SECTIONS.flatMap(({ id }) => {
    const el = document.getElementById(id);
    return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
  });
  const next: PageScroll = {
    y: window.scrollY,
    progress: scrollProgress(window.scrollY, doc.scrollHeight, window.innerHeight),
    active: activeSection(tops, window.innerHeight) ?? 'home',
  };
  if (next.y !== snapshot.y || next.progress !== snapshot.progress || next.active !== snapshot.active) {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }
}

function schedule(): void {
  if (!frame) frame = requestAnimationFrame(measure);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
  }
  listeners.add(listener);
  schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };
}

export function usePageScroll<T>(select: (scroll: PageScroll) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(snapshot),
    () => select(TOP),
  );
}
