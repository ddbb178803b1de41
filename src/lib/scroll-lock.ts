/**
 * Locks page scrolling while a dialog is open without the page shifting sideways: the width
 * hiding the scrollbar frees is put back as body padding, and published as --scroll-lock-gap
 * for fixed elements. Both project dialogs use it; @reach/dialog's own lock assumes the
 * scrollbar's room is lost, which the page keeps (global-style.ts). Nested locks are counted.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

export function lockScroll(doc: Document = document): () => void {
  const html = doc.documentElement;
  const body = doc.body;
  if (locks++ === 0) {
    saved = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
    const padding = parseFloat(doc.defaultView?.getComputedStyle(body).paddingRight ?? '0') || 0;
    // Measured on the page's box, not assumed: where the page keeps the scrollbar's room
    // (scrollbar-gutter) or scrollbars overlay it, hiding overflow frees nothing. (The root's
    // clientWidth can't tell: it counts a kept gutter as freed.)
    const widthBefore = body.getBoundingClientRect().width;
    html.style.overflow = 'hidden';
    const gap = Math.max(0, body.getBoundingClientRect().width - widthBefore);
    body.style.paddingRight = `${padding + gap}px`;
    html.style.setProperty('--scroll-lock-gap', `${gap}px`);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0 && saved) {
      html.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      html.style.removeProperty('--scroll-lock-gap');
      saved = undefined;
    }
  };
}
