/**
 * Sections fade and slide in once, when about 10 % of them is visible (docs/product-spec.md §2, §9). The page's
 * CSS hides `[data-revealed="false"]` sections only when JavaScript runs; this marks them
 * revealed. No React: the sections themselves are static HTML.
 */
export const REVEAL_THRESHOLD = 0.1;

export function revealSections(doc: Document = document): void {
  const hidden = doc.querySelectorAll<HTMLElement>('[data-revealed="false"]');
  const reveal = (element: Element) => element.setAttribute('data-revealed', 'true');
  if (typeof IntersectionObserver === 'undefined') {
    hidden.forEach(reveal);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveal(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  hidden.forEach((element) => observer.observe(element));
}
