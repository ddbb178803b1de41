/**
 * A value that lives outside React (the page's scroll, the colour scheme) and that components read
 * through useSyncExternalStore (hooks/use-external-store.ts). `set` notifies only on a real change;
 * `watch`, when given, starts following the outside world when the first component subscribes and
 * stops after the last one leaves, so nothing listens while nothing reads.
 */
export interface ExternalStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export interface ExternalStoreOptions<T> {
  /** Called on the first subscription with the store; returns the function that stops watching. */
  watch?: (store: ExternalStore<T>) => () => void;
  /** When two values are the same snapshot; `Object.is` by default. */
  equals?: (a: T, b: T) => boolean;
}

export function createExternalStore<T>(initial: T, { watch, equals = Object.is }: ExternalStoreOptions<T> = {}): ExternalStore<T> {
  let value = initial;
  let stop: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const store: ExternalStore<T> = {
    get: () => value,
    set: (next) => {
      if (equals(value, next)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) stop = watch?.(store);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop?.();
          stop = undefined;
        }
      };
    },
  };
  return store;
}
