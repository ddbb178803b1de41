/**
 * The image a page's first screen paints, requested before anything else in the document asks for
 * it: a `<link rel="preload" as="image">` at the top of the <head> (scripts/pages/page-document.ts)
 * and, for hosts that turn `Link` headers into 103 Early Hints, a header naming its `href`
 * (scripts/site/early-hints.ts). Both are written from this one object, made from the responsive
 * image the page renders, so the <link> picks the candidate its <img> will and it is fetched once.
 */
import type { ResponsiveImage } from '../lib/responsive-image.ts';

export interface ImagePreload {
  /**
   * One file, for what cannot choose from a srcset: Chrome's Early Hints fetch a `Link` header's
   * address as it is (the viewport is not known yet). The variant of the best format at the width
   * the build chose for the fallback `src`, or the image itself when it has no variants (an SVG).
   */
  href: string;
  /** The candidates' format (`image/avif`): a browser that cannot decode it skips the preload, as its <picture> skips that <source>. */
  type?: string;
  /** The srcset and sizes of the <source> the browser will pick: the best format's. */
  srcset?: string;
  sizes?: string;
}

/** A srcset's candidates: `url 256w, url 320w` → [['url', '256w'], ['url', '320w']]. */
const candidates = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/));

/** The preload of an image as FallbackImage renders it: its first <source> when it has any, else the <img> itself. */
export function imagePreload(image: ResponsiveImage | string): ImagePreload {
  if (typeof image === 'string') return { href: image };
  const sizes = image.sizes ? { sizes: image.sizes } : {};
  const [best] = image.sources;
  if (!best) return { href: image.src, ...(image.srcset ? { srcset: image.srcset } : {}), ...sizes };
  const width = candidates(image.srcset ?? '').find(([url]) => url === image.src)?.[1];
  const [first] = candidates(best.srcset);
  const href = candidates(best.srcset).find(([, descriptor]) => descriptor === width)?.[0] ?? first?.[0] ?? image.src;
  return { href, type: best.type, srcset: best.srcset, ...sizes };
}
