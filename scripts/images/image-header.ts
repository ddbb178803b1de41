/**
 * An image file's format and pixel size, read from its first bytes only (no decoding), so
 * `content:check` stays fast however many and however large the images are; and its last bytes,
 * so a file cut short (an interrupted copy or download) is caught here, not by the encoder. JPEG,
 * PNG, WebP, AVIF and SVG; anything else is refused with a reason an owner can act on.
 */
import fs from 'node:fs';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg';

export interface ImageHeader {
  format: ImageFormat;
  /** Displayed size (after EXIF rotation); absent for an SVG without a size or viewBox. */
  width?: number;
  height?: number;
  /** File size in bytes. */
  bytes: number;
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

// Enough for every header but a JPEG whose EXIF block (a camera's thumbnail) comes first: that one is read again, further.
const HEAD_BYTES = 64 * 1024;
const LONG_HEAD_BYTES = 4 * 1024 * 1024;

class NeedMore extends Error {}

/** How much of the end is read: enough for a JPEG's end marker after a little padding, or a PNG's last chunk. */
const TAIL_BYTES = 64;

/** Whether the file ends where its format says it does: false for a file cut short. */
function endsWhole(head: Buffer, bytes: number, readAt: (at: number, length: number) => Buffer): boolean {
  if (head.length < 12) return true;
  const tail = readAt(Math.max(0, bytes - TAIL_BYTES), TAIL_BYTES);
  if (head[0] === 0xff && head[1] === 0xd8) {
    const end = Buffer.from([0xff, 0xd9]);
    // Phones' "motion photos" carry a video after the image's end marker: look for it in the whole
    // file then (rare, so the usual check still reads two small pieces only).
    return tail.includes(end) || readAt(0, bytes).includes(end, Math.max(2, head.indexOf(Buffer.from([0xff, 0xda]))));
  }
  if (head.readUInt32BE(0) === 0x89504e47) return tail.includes('IEND', 0, 'latin1');
  if (head.toString('latin1', 0, 4) === 'RIFF') return head.readUInt32LE(4) + 8 <= bytes;
  if (head.toString('latin1', 4, 8) === 'ftyp') {
    // ISO boxes, one after another to the end: each says its size (0: to the end; 1: a 64-bit size follows).
    for (let at = 0; at < bytes;) {
      const box = readAt(at, 16);
      if (box.length < 8) return false;
      const size = box.readUInt32BE(0);
      if (size === 0) return true;
      const length = size === 1 ? (box.length < 16 ? Infinity : Number(box.readBigUInt64BE(8))) : size;
      if (length < 8 || at + length > bytes) return false;
      at += length;
    }
  }
  return true;
}

function readHead(file: string, limit = HEAD_BYTES): { head: Buffer; bytes: number; whole: boolean } {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const open = fd;
    const bytes = fs.fstatSync(open).size;
    const readAt = (at: number, length: number) => {
      const out = Buffer.alloc(Math.max(0, Math.min(length, bytes - at)));
      fs.readSync(open, out, 0, out.length, at);
      return out;
    };
    const head = readAt(0, limit);
    return { head, bytes, whole: endsWhole(head, bytes, readAt) };
  } catch (error) {
    throw new ImageHeaderError('unreadable', `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

const corrupt = (format: string, what: string) => new ImageHeaderError('corrupt', `is a corrupt ${format} file: ${what}`);

function png(head: Buffer): Omit<ImageHeader, 'bytes'> {
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
function jpeg(head: Buffer, final: boolean): Omit<ImageHeader, 'bytes'> {
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

function webp(head: Buffer): Omit<ImageHeader, 'bytes'> {
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && head.length >= 30) return { format: 'webp', width: 1 + head.readUIntLE(24, 3), height: 1 + head.readUIntLE(27, 3) };
  if (chunk === 'VP8 ' && head.length >= 30) return { format: 'webp', width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && head.length >= 25) {
    const bits = head.readUInt32LE(21);
    return { format: 'webp', width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  throw corrupt('WebP', 'its header is truncated');
}

function avif(head: Buffer): Omit<ImageHeader, 'bytes'> {
  // The image spatial extent ('ispe') box of the primary item; a quarter rotation ('irot' 1 or 3) swaps it.
  const ispe = head.indexOf('ispe', 0, 'latin1');
  if (ispe < 0 || ispe + 16 > head.length) throw corrupt('AVIF', 'its size box is missing');
  const width = head.readUInt32BE(ispe + 8);
  const height = head.readUInt32BE(ispe + 12);
  const irot = head.indexOf('irot', 0, 'latin1');
  const quarter = irot >= 0 && ((head[irot + 4] ?? 0) & 1) === 1;
  return quarter ? { format: 'avif', width: height, height: width } : { format: 'avif', width, height };
}

function svg(head: Buffer): Omit<ImageHeader, 'bytes'> {
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

/** What a file that is not an image we take most likely is, for the message. */
function notAnImage(head: Buffer): ImageHeaderError {
  const start = head.toString('latin1', 0, 8);
  if (start.startsWith('GIF8')) return new ImageHeaderError('unsupported', 'is a GIF, which is not supported: use JPEG, PNG, WebP or AVIF');
  if (start.startsWith('BM')) return new ImageHeaderError('unsupported', 'is a BMP, which is not supported: use JPEG, PNG, WebP or AVIF');
  if (/^(II\*\0|MM\0\*)/.test(start))
    return new ImageHeaderError('unsupported', 'is a TIFF, which browsers do not show: use JPEG, PNG, WebP or AVIF');
  if (head.toString('latin1', 4, 12).includes('ftyphei'))
    return new ImageHeaderError('unsupported', 'is a HEIC photo, which most browsers do not show: export it as JPEG');
  if (start.startsWith('%PDF')) return new ImageHeaderError('not-an-image', 'is not an image: it looks like a PDF document');
  if (start.startsWith('PK')) return new ImageHeaderError('not-an-image', 'is not an image: it looks like a ZIP archive or office document');
  return new ImageHeaderError('not-an-image', 'is not an image (JPEG, PNG, WebP, AVIF or SVG)');
}

export function readImageHeader(file: string): ImageHeader {
  try {
    return readImageHeaderWithin(file, HEAD_BYTES);
  } catch (error) {
    if (error instanceof NeedMore) return readImageHeaderWithin(file, LONG_HEAD_BYTES);
    throw error;
  }
}

function readImageHeaderWithin(file: string, limit: number): ImageHeader {
  const { head, bytes, whole } = readHead(file, limit);
  if (bytes === 0) throw new ImageHeaderError('corrupt', 'is empty (0 bytes)');
  const sniff = (): Omit<ImageHeader, 'bytes'> => {
    if (head.readUInt32BE(0) === 0x89504e47) return png(head);
    if (head[0] === 0xff && head[1] === 0xd8) return jpeg(head, head.length === bytes || limit === LONG_HEAD_BYTES);
    if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return webp(head);
    if (head.toString('latin1', 4, 8) === 'ftyp' && /avi[fs]/.test(head.toString('latin1', 8, 32))) return avif(head);
    if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg\b/i.test(head.toString('utf8', 0, 1024))) return svg(head);
    throw notAnImage(head);
  };
  if (head.length < 12) {
    const known = /^(\x89PNG|\xff\xd8|RIFF)/.test(head.toString('latin1'));
    throw known ? new ImageHeaderError('corrupt', 'is too short to be an image: the file is cut short') : notAnImage(head);
  }
  const header = sniff();
  const names = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF' } as const;
  if (!whole && header.format !== 'svg') throw corrupt(names[header.format], 'it is cut short (the file ends before the image does)');
  return { ...header, bytes };
}

/** The format a file name promises, for the "named .jpg but is a PNG" warning. */
export function formatOfName(file: string): ImageFormat | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  return ext === 'jpg' || ext === 'jpeg' ? 'jpeg' : ext === 'png' || ext === 'webp' || ext === 'avif' || ext === 'svg' ? ext : undefined;
}
