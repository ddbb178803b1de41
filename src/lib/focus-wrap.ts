/**
 * Keeps Tab inside a modal dialog: from its last control Tab goes to its first, and Shift+Tab
 * from the first to the last (with inert-outside.ts, the page behind takes no focus at all). No
 * React: the prerendered dialog uses it before React has arrived (hooks/use-focus-wrap.ts wraps it).
 */

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Wraps Tab inside `node`; returns what stops it. */
export function wrapFocus(node: HTMLElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const stops = [...node.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
    const first = stops[0];
    const last = stops.at(-1);
    const active = node.ownerDocument.activeElement;
    const wrapTo = event.shiftKey ? (active === first || !node.contains(active) ? last : undefined) : active === last ? first : undefined;
    if (!wrapTo) return;
    event.preventDefault();
    wrapTo.focus();
  };
  node.addEventListener('keydown', onKey);
  return () => node.removeEventListener('keydown', onKey);
}
