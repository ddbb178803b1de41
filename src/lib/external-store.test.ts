import { describe, expect, it, vi } from 'vitest';
import { createExternalStore } from './external-store.ts';

describe('createExternalStore', () => {
  it('notifies subscribers of a change, not of the same value again', () => {
    const store = createExternalStore(1);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
    store.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(2);
  });

  it('compares with the given equality', () => {
    const store = createExternalStore({ y: 0 }, { equals: (a, b) => a.y === b.y });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ y: 0 });
    expect(listener).not.toHaveBeenCalled();
    store.set({ y: 5 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('watches only while someone is subscribed', () => {
    const stop = vi.fn();
    const watch = vi.fn(() => stop);
    const store = createExternalStore(0, { watch });
    const first = store.subscribe(() => {});
    const second = store.subscribe(() => {});
    expect(watch).toHaveBeenCalledTimes(1);
    expect(watch).toHaveBeenCalledWith(store);
    first();
    expect(stop).not.toHaveBeenCalled();
    second();
    expect(stop).toHaveBeenCalledTimes(1);
    store.subscribe(() => {});
    expect(watch).toHaveBeenCalledTimes(2);
  });

  it('stops notifying a listener that unsubscribed', () => {
    const store = createExternalStore('a');
    const listener = vi.fn();
    store.subscribe(listener)();
    store.set('b');
    expect(listener).not.toHaveBeenCalled();
  });
});
