/** Closes a popup on Escape and on a pointer press outside the element that holds it and its button. */
import { useEffect, type RefObject } from 'react';

export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, onDismiss: (reason: 'escape' | 'outside') => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !container.current?.contains(event.target)) onDismiss('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, container, onDismiss]);
}
