/**
 * WOFF 1.0 → plain TrueType/OpenType (sfnt), per https://www.w3.org/TR/WOFF/. satori reads the
 * @fontsource .woff files as they are, but resvg (used for text inside SVG covers) only reads
 * sfnt fonts, so the same files are unwrapped here: each table is zlib-inflated and laid out again.
 */
import zlib from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface TableEntry {
  tag: number;
  checksum: number;
  data: Buffer;
}

export function isWoff(data: Buffer): boolean {
  return data.length >= WOFF_HEADER && data.readUInt32BE(0) === WOFF_SIGNATURE;
}

/** Returns the sfnt bytes of a WOFF 1.0 font; throws on anything else (WOFF2 included). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (!isWoff(woff)) throw new Error('This font is not a WOFF 1.0 file (it has no "wOFF" signature); use a .woff file, not .woff2.');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: TableEntry[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    // A table is stored raw when compressing it would not have made it smaller.
    const data = compLength < origLength ? zlib.inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength) throw new Error(`This WOFF font is damaged: a table inflates to ${data.length} bytes instead of ${origLength}.`);
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data });
  }

  const dirEnd = SFNT_HEADER + numTables * SFNT_ENTRY;
  const size = tables.reduce((sum, t) => sum + pad4(t.data.length), dirEnd);
  const out = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = dirEnd;
  tables.forEach((t, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}

function pad4(n: number): number {
  return (n + 3) & ~3;
}
