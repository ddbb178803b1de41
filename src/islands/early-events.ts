/**
 * What a visitor does to an island before its code has arrived. The inline boot script
 * (src/app/boot.ts) starts recording at the first byte; the island loader takes over the queue
 * and replays each event once the island is hydrated:
 * - a click on a button (links work without JavaScript and are left alone), replayed as a click;
 * - a form submission, held (it would otherwise send the form natively) and resubmitted.
 */

export interface EarlyEvents {
  /** Events recorded before the loader took over. */
  queue: Event[];
  /** Stops the boot script's recording. */
  stop: () => void;
}

declare global {
  interface Window {
    __islandEvents?: EarlyEvents;
  }
}

/** An island whose code has not taken over yet (`data-hydrated` is set when React does). */
const PENDING_ISLAND = '[data-island]:not([data-hydrated])';

/** The island an event belongs to, when it must wait for that island's code. */
export function waitingIsland(event: Event): HTMLElement | undefined {
  const target = event.target instanceof Element ? event.target : undefined;
  const island = target?.closest<HTMLElement>(PENDING_ISLAND);
  if (!island || !target) return undefined;
  if (event.type === 'submit') return island;
  const button = target.closest('button');
  return button && button.type !== 'submit' ? island : undefined;
}

/** Replays recorded events on the now-hydrated island's elements (the same DOM nodes). */
export function replay(events: readonly Event[]): void {
  let submitted = false;
  for (const event of events) {
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      if (submitted || !event.target.isConnected) continue;
      submitted = true;
      const submitter = event instanceof SubmitEvent && event.submitter instanceof HTMLElement ? event.submitter : null;
      event.target.requestSubmit(submitter?.isConnected ? submitter : null);
    } else if (event.target instanceof Element) {
      const button = event.target.closest('button');
      // A submit button's click already became the recorded submit.
      if (button?.isConnected && button.type !== 'submit') button.click();
    }
  }
}
