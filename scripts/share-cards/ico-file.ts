/**
 * An ICO file that wraps PNG images (Windows Vista's format, read by every browser): `/favicon.ico`
 * is what a browser, a feed reader or a crawler asks for when a page names no icon, or before it
 * has read the page.
 */
export interface IcoImage {
  /** Width and height in pixels, at most 256. */
  size: number;
  png: Buffer;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

export function icoFile(images: readonly IcoImage[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`An icon in an ICO file is 1 to 256 pixels wide, not ${size}`);
    const entry = Buffer.alloc(ENTRY_BYTES);
    // 0 stands for 256.
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}
