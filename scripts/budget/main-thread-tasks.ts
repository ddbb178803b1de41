/**
 * A page's main-thread tasks after its first paint, read from a Chromium trace of its load: what a
 * visitor's tap waits for. Each task is measured in CPU time (the trace's `tdur`), not wall time,
 * so that other processes on a busy machine (a browser test beside it, CI's two cores) do not
 * lengthen it; only a slower CPU does, and the yardstick (cpu-yardstick.ts) accounts for that.
 */

/** The fields of a Chrome trace event this reads (the Trace Event Format). */
export interface TraceEvent {
  name: string;
  /** `X` for an event with a duration, `M` for metadata, `I`/`R` for an instant. */
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, in microseconds. */
  tdur?: number;
}

export interface MainThreadTask {
  /** When the task started, in milliseconds after the first contentful paint (before it, for one that was running then). */
  afterPaint: number;
  /** The thread's CPU time in the task, in milliseconds. */
  cpu: number;
}

/** Chromium names its scheduler's tasks one of these, depending on its version. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export interface ThreadTask {
  pid: number;
  tid: number;
  /** Microseconds, on the trace's clock: when the task started, and when it ended. */
  ts: number;
  end: number;
  /** The thread's CPU time in the task, in milliseconds (its wall time where the trace has none). */
  cpu: number;
}

/** Every thread's top-level tasks, in order: a task nested in another (the scheduler's inside the message loop's) is part of it. */
export function topLevelTasks(events: readonly TraceEvent[]): ThreadTask[] {
  const tasks = events.filter((event) => event.ph === 'X' && TASK_NAMES.has(event.name)).sort((a, b) => a.ts - b.ts);
  const endOfLast = new Map<string, number>();
  const topLevel: ThreadTask[] = [];
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    if (task.ts < (endOfLast.get(thread) ?? -Infinity)) continue;
    endOfLast.set(thread, task.ts + (task.dur ?? 0));
    topLevel.push({ pid: task.pid, tid: task.tid, ts: task.ts, end: task.ts + (task.dur ?? 0), cpu: (task.tdur ?? task.dur ?? 0) / 1000 });
  }
  return topLevel;
}

/**
 * The page's top-level tasks on its main thread (the one that painted it: a page without frames
 * paints once) that end after its first contentful paint, in order. The paint's time is when the
 * frame reached the screen, which on a busy machine comes a while after the task that painted it:
 * a task that started in between is one a tap on the painted page waits for. Throws when the
 * trace has no first paint: there is nothing to measure against.
 */
export function tasksAfterFirstPaint(events: readonly TraceEvent[]): MainThreadTask[] {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  return topLevelTasks(events)
    .filter((task) => task.pid === paint.pid && task.tid === paint.tid && task.end > paint.ts)
    .map((task) => ({ afterPaint: (task.ts - paint.ts) / 1000, cpu: task.cpu }));
}

/** The longest of the tasks, in CPU milliseconds (0 when there is none). */
export const longestTask = (tasks: readonly MainThreadTask[]): number => Math.max(0, ...tasks.map((task) => task.cpu));
