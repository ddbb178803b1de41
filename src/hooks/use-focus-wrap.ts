/** Tab kept inside a modal dialog while it is open (lib/focus-wrap.ts). */
import { useEffect } from 'react';
import { wrapFocus } from '../lib/focus-wrap.ts';

export function useFocusWrap(node: HTMLElement | null): void {
  useEffect(() => (node ? wrapFocus(node) : undefined), [node]);
}
