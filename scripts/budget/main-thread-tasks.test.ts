import { describe, expect, it } from 'vitest';
import { longestTask, tasksAfterFirstPaint, topLevelTasks, type TraceEvent } from './main-thread-tasks.ts';

const MAIN = { pid: 7, tid: 1 };
const task = (ms: number, wallMs: number, cpuMs: number, where = MAIN, name = 'ThreadControllerImpl::RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ...where,
  ts: ms * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const paint = (ms: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: ms * 1000 });

describe('tasksAfterFirstPaint', () => {
  it('keeps the top-level tasks of the thread that painted, from the paint on, in CPU time', () => {
    const events = [
      task(10, 90, 40), // over by the paint: nothing to tap yet
      task(100, 30, 20), // started as the frame went to the screen
      paint(105),
      task(150, 80, 30),
      task(160, 20, 10, MAIN, 'RunTask'), // nested in the one before
      task(300, 12, 11, { pid: 7, tid: 2 }), // another thread
      task(320, 60, 55, { pid: 9, tid: 1 }), // another process
      task(400, 70, 62, MAIN, 'RunTask'),
    ];
    expect(tasksAfterFirstPaint(events)).toEqual([
      { afterPaint: -5, cpu: 20 },
      { afterPaint: 45, cpu: 30 },
      { afterPaint: 295, cpu: 62 },
    ]);
    expect(longestTask(tasksAfterFirstPaint(events))).toBe(62);
  });

  it('reads wall time where the trace has no CPU time, and says when there is no paint to measure from', () => {
    expect(tasksAfterFirstPaint([paint(0), { ...task(5, 20, 0), tdur: undefined }])).toEqual([{ afterPaint: 5, cpu: 20 }]);
    expect(longestTask([])).toBe(0);
    expect(() => tasksAfterFirstPaint([task(5, 20, 10)])).toThrow('no first contentful paint');
  });
});

describe('topLevelTasks', () => {
  it('keeps each thread’s outermost tasks, however the threads interleave', () => {
    const other = { pid: 7, tid: 2 };
    const events = [
      task(0, 100, 90),
      task(10, 200, 150, other),
      task(20, 10, 9),
      task(120, 5, 4),
      task(30, 5, 5, other, 'RunTask'),
      task(220, 8, 7, other),
    ];
    expect(topLevelTasks(events).map(({ tid, cpu }) => [tid, cpu])).toEqual([
      [1, 90],
      [2, 150],
      [1, 4],
      [2, 7],
    ]);
  });
});
