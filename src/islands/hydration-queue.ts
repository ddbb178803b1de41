/**
 * Hydrates the islands one at a time, each in tasks of its own, so that no island's hydration
 * blocks the page's input or another island: between two islands the browser gets its turn
 * (`scheduler.yield()` where it has it, a new task otherwise). The island a visitor touched goes
 * first, then those on screen, then the others in the order they were wanted.
 */

export interface QueueOptions {
  /** Whether an island's content is on screen now. */
  onScreen: (element: Element) => boolean;
  /** Resolves in a later task, once the browser has handled what was waiting (input, a frame). */
  yieldToBrowser?: () => Promise<void>;
}

export interface HydrationQueue {
  /**
   * Queues an island's hydration (`run`, which resolves once it has hydrated), once; `urgent`
   * when a visitor touched it, which moves it to the front if it is still waiting.
   */
  add: (element: Element, run: () => Promise<void>, urgent?: boolean) => void;
}

interface Waiting {
  element: Element;
  run: () => Promise<void>;
  urgent: boolean;
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/** A new task: `scheduler.yield()` keeps the queue's place ahead of other tasks; a timeout is the fallback. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function hydrationQueue({ onScreen, yieldToBrowser = yieldToMain }: QueueOptions): HydrationQueue {
  const waiting: Waiting[] = [];
  let running = false;

  const next = (): Waiting | undefined => {
    let index = waiting.findIndex((w) => w.urgent);
    if (index < 0) index = waiting.findIndex((w) => onScreen(w.element));
    return waiting.splice(Math.max(index, 0), 1)[0];
  };

  const drain = async () => {
    running = true;
    while (waiting.length) {
      // The next island is chosen after the browser's turn: one touched or scrolled to meanwhile goes first.
      await yieldToBrowser();
      const island = next();
      // One island's failure (logged by its run) never holds the others back.
      if (island) await island.run().catch(() => undefined);
    }
    running = false;
  };

  const added = new WeakSet<Element>();
  return {
    add(element, run, urgent = false) {
      if (added.has(element)) {
        // Touched while waiting: it goes next. Running or hydrated already: nothing to do.
        const queued = waiting.find((w) => w.element === element);
        if (queued) queued.urgent ||= urgent;
        return;
      }
      added.add(element);
      waiting.push({ element, run, urgent });
      if (!running) void drain();
    },
  };
}
