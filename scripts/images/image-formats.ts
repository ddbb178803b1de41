/**
 * What an image's first bytes say, format by format: its pixel size (after EXIF or AVIF
 * rotation) and, for a PNG, whether it has transparency. image-header.ts decides which format a
 * file is and reads the bytes; a header that breaks its format's rules is an ImageHeaderError.
 */
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

export function png(head: Buffer): ImageFacts {
  if (head.length < 33 || head.toString('latin1', 12, 16) !== 'IHDR') throw corrupt('PNG', 'its header is truncated');
  const colorType = head[25] ?? 0;
  const alpha = colorType === 4 || colorType === 6 || head.includes('tRNS', 33, 'latin1');
  return { format: 'png', width: head.readUInt32BE(16), height: head.readUInt32BE(20), alpha };
}

/** EXIF orientation 5–8 turns the picture a quarter: width and height swap. */
function exifTurnsQuarter(segment: Buffer): boolean {
  if (segment.toString('latin1', 0, 6) !== 'Exif\0\0') return false;
  const tiff = segment.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (tiff.length < 8) return false;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return false;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return false;
    if (u16(entry) === 0x0112) return u16(entry + 8) >= 5 && u16(entry + 8) <= 8;
  }
  return false;
}

/** `final`: the head is the whole file, or as far as we read; otherwise a missing frame means read further. */
export function jpeg(head: Buffer, final: boolean): ImageFacts {
  let at = 2;
  let quarter = false;
  while (at + 4 <= head.length) {
    if (head[at] !== 0xff) throw corrupt('JPEG', `no marker at byte ${at}`);
    const marker = head[at + 1] ?? 0;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = head.readUInt16BE(at + 2);
    if (marker === 0xe1) quarter ||= exifTurnsQuarter(head.subarray(at + 4, at + 2 + length));
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > head.length) break;
      const height = head.readUInt16BE(at + 5);
      const width = head.readUInt16BE(at + 7);
      if (!width || !height) throw corrupt('JPEG', 'its frame has no size');
      return quarter ? { format: 'jpeg', width: height, height: width } : { format: 'jpeg', width, height };
    }
    at += 2 + length;
  }
  if (final) throw corrupt('JPEG', 'its frame size is missing (the file is cut short)');
  throw new NeedMore();
}

export function webp(head: Buffer): ImageFacts {
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && head.length >= 30) return { format: 'webp', width: 1 + head.readUIntLE(24, 3), height: 1 + head.readUIntLE(27, 3) };
  if (chunk === 'VP8 ' && head.length >= 30) return { format: 'webp', width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && head.length >= 25) {
    const bits = head.readUInt32LE(21);
    return { format: 'webp', width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  throw corrupt('WebP', 'its header is truncated');
}

export function avif(head: Buffer): ImageFacts {
  // The image spatial extent ('ispe') box of the primary item; a quarter rotation ('irot' 1 or 3) swaps it.
  const ispe = head.indexOf('ispe', 0, 'latin1');
  if (ispe < 0 || ispe + 16 > head.length) throw corrupt('AVIF', 'its size box is missing');
  const width = head.readUInt32BE(ispe + 8);
  const height = head.readUInt32BE(ispe + 12);
  const irot = head.indexOf('irot', 0, 'latin1');
  const quarter = irot >= 0 && ((head[irot + 4] ?? 0) & 1) === 1;
  return quarter ? { format: 'avif', width: height, height: width } : { format: 'avif', width, height };
}

export function svg(head: Buffer): ImageFacts {
  const text = head.toString('utf8');
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) throw new ImageHeaderError('corrupt', 'is not a readable SVG: no <svg> element');
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag)?.[1];
  const width = Number(attr('width'));
  const height = Number(attr('height'));
  if (width > 0 && height > 0) return { format: 'svg', width, height };
  const box = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(tag);
  return box ? { format: 'svg', width: Number(box[1]), height: Number(box[2]) } : { format: 'svg' };
}
