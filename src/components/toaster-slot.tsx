/**
 * Where toasts appear. react-hot-toast (and its style engine) loads with the first toast, not
 * with the page; toasts raised before it mounts are kept in its store and shown when it does.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: () => <m.Toaster position="bottom-center" containerStyle={{ bottom: 24 }} /> })));

export function ToasterSlot() {
  const wanted = useSyncExternalStore(subscribe, () => requested, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
