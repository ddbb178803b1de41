/**
 * The image a page's first screen paints, requested before anything else in the document asks for
 * it: a `<link rel="preload" as="image">` at the top of the <head> (scripts/pages/page-document.ts)
 * and, when it is one file, a `Link` header that hosts turn into 103 Early Hints
 * (scripts/site/early-hints.ts). Both are written from this one object, made from the responsive
 * image the page renders, so the <link> picks the candidate its <img> will and it is fetched once.
 */
import type { ResponsiveImage } from '../lib/responsive-image.ts';

/** One file, the same on every screen: an SVG, or an image without variants. */
export interface FilePreload {
  href: string;
}

/** A responsive image: the candidates of the <source> (or <img>) the browser will pick from. */
export interface CandidatesPreload {
  srcset: string;
  sizes?: string;
  /** The candidates' format (`image/avif`): a browser that cannot decode it skips the preload, as its <picture> skips that <source>. */
  type?: string;
}

export type ImagePreload = FilePreload | CandidatesPreload;

/** The preload of an image as FallbackImage renders it: its first <source> if it has one, else the <img> itself. */
export function imagePreload(image: ResponsiveImage | string): ImagePreload {
  if (typeof image === 'string') return { href: image };
  const sizes = image.sizes ? { sizes: image.sizes } : {};
  const [best] = image.sources;
  if (best) return { srcset: best.srcset, ...sizes, type: best.type };
  return image.srcset ? { srcset: image.srcset, ...sizes } : { href: image.src };
}
