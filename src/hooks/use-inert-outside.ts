/**
 * Makes everything outside a modal dialog inert while it is open: the siblings of the element
 * that holds it in <body> (its portal) can take neither focus nor clicks and leave the
 * accessibility tree, so Tab cycles inside the dialog (and out to the browser's own controls)
 * as with a native modal <dialog>, with no focus sentinels in the page. Elements marked
 * `data-stays-active` (the toasts) stay as they are.
 */
import { useEffect } from 'react';

export function useInertOutside(node: HTMLElement | null): void {
  useEffect(() => {
    const body = node?.ownerDocument.body;
    let holder: Element | null | undefined = node;
    while (holder && holder.parentElement !== body) holder = holder.parentElement;
    if (!holder || !body) return;
    const made = [...body.children].filter((el) => el !== holder && !el.hasAttribute('inert') && !el.hasAttribute('data-stays-active'));
    for (const el of made) el.setAttribute('inert', '');
    return () => {
      for (const el of made) el.removeAttribute('inert');
    };
  }, [node]);
}
