/**
 * A request's time limit that counts the request's time, not the process's: the build renders
 * posts while GitHub answers, and a render that holds the event loop for seconds would otherwise
 * see every answer that arrived meanwhile as a timeout (the timer runs before the answer's I/O).
 * A timer that fires late was held up with the process: it gives the request the time it lost,
 * up to three times the limit in all, so an API that really hangs still ends the wait.
 */

export interface Deadline {
  signal: AbortSignal;
  /** Stops the timer once the request is done. */
  clear: () => void;
}

/** How late a timer may fire before it counts as held up. */
const HELD_UP_MS = 50;

export function requestDeadline(limitMs: number): Deadline {
  const controller = new AbortController();
  const end = performance.now() + 3 * limitMs;
  let timer: NodeJS.Timeout | undefined;
  const arm = (wait: number) => {
    const due = performance.now() + wait;
    timer = setTimeout(() => {
      const now = performance.now();
      const late = now - due;
      if (late > HELD_UP_MS && now < end) arm(Math.min(late, end - now));
      else controller.abort(new DOMException(`no answer within ${limitMs} ms`, 'TimeoutError'));
    }, wait);
    // A pending limit never keeps the process alive on its own.
    timer.unref();
  };
  arm(limitMs);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
