/** Closes a popup on Escape and on a pointer press outside the given elements. */
import { useEffect, type RefObject } from 'react';

export function useDismiss(open: boolean, inside: readonly RefObject<HTMLElement | null>[], onDismiss: (reason: 'escape' | 'outside') => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!inside.some((ref) => ref.current?.contains(target))) onDismiss('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, inside, onDismiss]);
}
