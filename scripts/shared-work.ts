/**
 * Work done once per key and shared: every caller asking for a key while it is being done, or
 * after, gets the same promise. A failure is not kept (the dev server lives long): the next caller
 * tries again.
 */
export function sharedWork<K, V>(): (key: K, work: () => Promise<V>) => Promise<V> {
  const started = new Map<K, Promise<V>>();
  return (key, work) => {
    let pending = started.get(key);
    if (!pending) {
      pending = work();
      started.set(key, pending);
      void pending.catch(() => started.delete(key));
    }
    return pending;
  };
}
