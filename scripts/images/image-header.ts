/**
 * An image file's format and pixel size, read from its first bytes only (no decoding), so
 * `content:check` stays fast however many and however large the images are; and its last bytes,
 * so a file cut short (an interrupted copy or download) is caught here, not by the encoder. JPEG,
 * PNG, WebP, AVIF and SVG; anything else is refused with a reason an owner can act on.
 */
import fs from 'node:fs';
import { endsWhole } from './image-ends-whole.ts';
import { avif, corrupt, ImageHeaderError, jpeg, NeedMore, png, svg, webp, type ImageFacts, type ImageFormat } from './image-formats.ts';

export { ImageHeaderError, type ImageFormat } from './image-formats.ts';

export interface ImageHeader extends ImageFacts {
  /** File size in bytes. */
  bytes: number;
}

// Enough for every header but a JPEG whose EXIF block (a camera's thumbnail) comes first: that one is read again, further.
const HEAD_BYTES = 64 * 1024;
const LONG_HEAD_BYTES = 4 * 1024 * 1024;

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
  const sniff = (): ImageFacts => {
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
