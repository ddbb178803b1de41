/**
 * An image as the markup needs it: the fallback `src` with its intrinsic size (so the layout never
 * shifts), modern formats as `<source>`s, `sizes`, and a CSS placeholder painted until it loads.
 * Written by the build's image step (scripts/images) into src/content/images.ts.
 */
export interface ResponsiveImage {
  /** The fallback image (JPEG, or PNG with transparency; an SVG as it is). */
  src: string;
  width: number;
  height: number;
  /** Best format first: `{ type: 'image/avif', srcset: '/assets/… 360w, …' }`. */
  sources: readonly { type: string; srcset: string }[];
  /** srcset of the fallback format; absent for an SVG. */
  srcset?: string;
  sizes?: string;
  /** A CSS background (gradients) that reads as a blurred preview; absent for an SVG. */
  placeholder?: string;
}

type Slot = 'portrait' | 'cover' | 'carousel' | 'post';

/** The responsive images of a page, by `imageKey`. */
export type ImageTable = Readonly<Record<string, ResponsiveImage>>;

/** The key of an image in a slot: `cover:/images/projects/app-1.png`. */
export function imageKey(slot: Slot, src: string): string {
  return `${slot}:${src}`;
}

/** The responsive variants of `src` in `slot`, or the path itself when there are none (an SVG, a test). */
export function responsiveFor(table: ImageTable, slot: Slot, src: string): ResponsiveImage | string {
  return table[imageKey(slot, src)] ?? src;
}

/** The entries of `table` that `srcs` need, so an island's props carry only its own images. */
export function pickImages(table: ImageTable, keys: readonly string[]): Record<string, ResponsiveImage> {
  return Object.fromEntries(keys.flatMap((key) => (table[key] ? [[key, table[key]]] : [])));
}
