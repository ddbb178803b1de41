/**
 * What an image's first bytes say, format by format: its pixel size (after EXIF or AVIF
 * rotation; read by image-size) and, for a PNG, whether it has transparency. image-header.ts
 * decides which format a file is and reads the bytes; a header image-size cannot read is an
 * ImageHeaderError that says so in the owner's terms.
 */
import { imageSize } from 'image-size';
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg';

export interface ImageFacts {
  format: ImageFormat;
  /** Displayed size (after EXIF rotation); absent for an SVG without a size or viewBox. */
  width?: number;
  height?: number;
  /** PNG with an alpha channel (or a palette with transparency): the fallback stays PNG. */
  alpha?: boolean;
}

export type ImageHeaderProblem = 'unreadable' | 'not-an-image' | 'corrupt' | 'unsupported';

export class ImageHeaderError extends Error {
  constructor(
    readonly kind: ImageHeaderProblem,
    message: string,
  ) {
    super(message);
  }
}

/** A JPEG's frame size lies past the bytes read: read further. */
export class NeedMore extends Error {}

export const corrupt = (format: string, what: string) => new ImageHeaderError('corrupt', `is a corrupt ${format} file: ${what}`);

/** The size image-size reads in `head` (and a JPEG's EXIF orientation), or undefined where it reads none. */
function sizeOf(head: Buffer): { width: number; height: number; orientation?: number } | undefined {
  try {
    const { width, height, orientation } = imageSize(head);
    return width > 0 && height > 0 ? { width, height, orientation } : undefined;
  } catch {
    return undefined;
  }
}

export function png(head: Buffer): ImageFacts {
  // Its color type (byte 25) and any transparency chunk: image-size says nothing of transparency.
  const size = head.length >= 33 && head.toString('latin1', 12, 16) === 'IHDR' ? sizeOf(head) : undefined;
  if (!size) throw corrupt('PNG', 'its header is truncated');
  const colorType = head[25] ?? 0;
  const alpha = colorType === 4 || colorType === 6 || head.includes('tRNS', 33, 'latin1');
  return { format: 'png', width: size.width, height: size.height, alpha };
}

/** `final`: the head is the whole file, or as far as we read; otherwise a missing frame means read further. */
export function jpeg(head: Buffer, final: boolean): ImageFacts {
  const size = sizeOf(head);
  if (!size) {
    if (final) throw corrupt('JPEG', 'its frame size is missing (the file is cut short)');
    throw new NeedMore();
  }
  // EXIF orientation 5–8 turns the picture a quarter: width and height swap.
  const quarter = size.orientation !== undefined && size.orientation >= 5 && size.orientation <= 8;
  return quarter ? { format: 'jpeg', width: size.height, height: size.width } : { format: 'jpeg', width: size.width, height: size.height };
}

export function webp(head: Buffer): ImageFacts {
  const size = sizeOf(head);
  if (!size) throw corrupt('WebP', 'its header is truncated');
  return { format: 'webp', ...size };
}

/** Its primary item's size, turned a quarter where its 'irot' box says so (image-size applies it). */
export function avif(head: Buffer): ImageFacts {
  const size = sizeOf(head);
  if (!size) throw corrupt('AVIF', 'its size box is missing');
  return { format: 'avif', width: size.width, height: size.height };
}

/** Its width and height, else its viewBox's; none for an SVG that says neither (it is drawn at the size it is given). */
export function svg(head: Buffer): ImageFacts {
  if (!/<svg\b[^>]*>/i.test(head.toString('utf8'))) throw new ImageHeaderError('corrupt', 'is not a readable SVG: no <svg> element');
  const size = sizeOf(head);
  return size ? { format: 'svg', width: size.width, height: size.height } : { format: 'svg' };
}
