/**
 * Makes everything outside a modal dialog inert while it is open: at every level from the
 * dialog up to <body>, the elements beside the one that holds it can take neither focus nor
 * clicks and leave the accessibility tree, so Tab cycles inside the dialog (and out to the
 * browser's own controls) as with a native modal <dialog>, with no focus sentinels in the page.
 * A dialog in a portal has one such level (body's other children); the dialog a project page
 * is prerendered with sits at the top of the page's root, so the page beside it is made inert
 * too. Elements marked `data-stays-active` (the toasts) stay as they are. No React: the
 * prerendered dialog uses it before React has arrived (hooks/use-inert-outside.ts wraps it).
 */

/** What must go inert around `node`: the siblings of each of its ancestors, up to body's children. */
export function outsideOf(node: Element): Element[] {
  const outside: Element[] = [];
  const body = node.ownerDocument.body;
  for (let holder: Element | null = node; holder && holder !== body; holder = holder.parentElement) {
    const parent: Element | null = holder.parentElement;
    if (!parent) return [];
    for (const sibling of parent.children) if (sibling !== holder && !(sibling instanceof HTMLScriptElement)) outside.push(sibling);
  }
  return outside;
}

/** Makes what is outside `node` inert; returns what gives it back (only what this made inert). */
export function makeOutsideInert(node: Element): () => void {
  if (!node.isConnected) return () => undefined;
  const made = outsideOf(node).filter((el) => !el.hasAttribute('inert') && !el.hasAttribute('data-stays-active'));
  for (const el of made) el.setAttribute('inert', '');
  return () => {
    for (const el of made) el.removeAttribute('inert');
  };
}
