/**
 * Where images appear and how wide: each slot's `sizes` (its rendered width per viewport, matching
 * the layout's CSS) and the widths emitted for it, chosen so that at device pixel ratios 1–3 the
 * candidate a browser picks is never more than twice what it draws (checked in the tests).
 */
export type SlotName = 'portrait' | 'cover' | 'carousel' | 'post';

export interface ImageSlot {
  name: SlotName;
  /** For messages: "the hero portrait". */
  label: string;
  /** Candidate widths in pixels, ascending; those above the source's width are dropped. */
  widths: readonly number[];
  /** The `sizes` attribute. */
  sizes: string;
  /** Width/height of the box: the portrait is cropped square, screenshots keep 16:10. */
  aspect: number;
  /** The width that looks sharp on a large 2× screen; a smaller source gets a warning. */
  sharpWidth: number;
}

export const IMAGE_SLOTS: Record<SlotName, ImageSlot> = {
  // The photo fills the portrait's inner circle: 84 % of 22rem (296 px), or of 9rem (121 px) on phones.
  portrait: {
    name: 'portrait',
    label: 'the hero portrait',
    widths: [128, 256, 320, 384, 640],
    sizes: '(max-width: 643px) 121px, 296px',
    aspect: 1,
    sharpWidth: 592,
  },
  // One card per row below 768 px, two up to 1099 px, three from 1100 px (the page is at most 72rem).
  cover: {
    name: 'cover',
    label: 'a project card cover',
    widths: [360, 480, 720, 960, 1440],
    sizes: '(min-width: 1100px) 360px, (min-width: 768px) calc(50vw - 48px), calc(100vw - 48px)',
    aspect: 16 / 10,
    sharpWidth: 720,
  },
  // The dialog is at most 48rem wide, less its padding.
  carousel: {
    name: 'carousel',
    label: 'the project dialog',
    widths: [480, 768, 1080, 1536],
    sizes: '(min-width: 880px) 768px, calc(100vw - 64px)',
    aspect: 16 / 10,
    sharpWidth: 1536,
  },
  // A post's column is at most 44rem (704 px), the page's padding less on phones; images keep their own shape.
  post: {
    name: 'post',
    label: 'a post',
    widths: [360, 480, 720, 1080, 1440],
    sizes: '(min-width: 768px) 704px, calc(100vw - 32px)',
    aspect: 16 / 10,
    sharpWidth: 1408,
  },
};

/** The widths to emit for a source `sourceWidth` pixels wide: never upscaled, the source itself once. */
export function slotWidths(slot: ImageSlot, sourceWidth: number): number[] {
  const fitting = slot.widths.filter((w) => w < sourceWidth);
  return fitting.length === slot.widths.length ? [...fitting] : [...fitting, sourceWidth];
}

/** Whether a slot shows the whole image in its own shape (the carousel, a post) rather than cropped to the slot's. */
export const keepsShape = (slot: Pick<ImageSlot, 'name'>): boolean => slot.name === 'carousel' || slot.name === 'post';

/** The height of a variant `width` wide: cropped to the slot's aspect, or the source's own for the carousel and posts. */
export function variantHeight(slot: ImageSlot, source: { width: number; height: number }, width: number): number {
  const aspect = keepsShape(slot) ? source.width / source.height : slot.aspect;
  return Math.max(1, Math.round(width / aspect));
}
