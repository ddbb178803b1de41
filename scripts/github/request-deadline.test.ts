import { describe, expect, it } from 'vitest';
import { requestDeadline } from './request-deadline.ts';

const busy = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // The event loop held, as a long render holds it.
  }
};
const aborted = (signal: AbortSignal) => new Promise<number>((resolve) => signal.addEventListener('abort', () => resolve(performance.now())));

describe('a request deadline', () => {
  it('ends the wait at the limit when the process is free', async () => {
    const started = performance.now();
    const { signal } = requestDeadline(100);
    const at = await aborted(signal);
    expect(at - started).toBeGreaterThanOrEqual(95);
    expect(at - started).toBeLessThan(400);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('gives back the time the process was held, so an answer that came meanwhile is not a timeout', async () => {
    const { signal, clear } = requestDeadline(200);
    busy(350);
    // The timer, overdue, runs first after the hold: it must re-arm instead of aborting.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signal.aborted).toBe(false);
    clear();
  });

  it('still ends within three times the limit, however long the holds', async () => {
    const started = performance.now();
    const { signal } = requestDeadline(100);
    const done = aborted(signal);
    for (let i = 0; i < 4 && !signal.aborted; i++) {
      busy(150);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect((await done) - started).toBeLessThan(1000);
  });
});
