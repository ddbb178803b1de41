/**
 * WOFF 1.0 → plain TrueType/OpenType (sfnt), per https://www.w3.org/TR/WOFF/. satori reads the
 * @fontsource .woff files as they are, but resvg (used for text inside SVG covers) only reads
 * sfnt fonts, so the same files are unwrapped here: each table is zlib-inflated and laid out again
 * (sfnt-tables.ts writes the file). woff2sfnt-sfnt2woff (fontverter's) gives the same bytes 6 to 17
 * times slower (it copies byte by byte), in a function the share cards call synchronously.
 */
import zlib from 'node:zlib';
import { writeSfnt, type SfntTable } from './sfnt-tables.ts';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;

export function isWoff(data: Buffer): boolean {
  return data.length >= WOFF_HEADER && data.readUInt32BE(0) === WOFF_SIGNATURE;
}

/** Returns the sfnt bytes of a WOFF 1.0 font; throws on anything else (WOFF2 included). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (!isWoff(woff)) throw new Error('This font is not a WOFF 1.0 file (it has no "wOFF" signature); use a .woff file, not .woff2.');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: SfntTable[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    // A table is stored raw when compressing it would not have made it smaller.
    const data = compLength < origLength ? zlib.inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength) throw new Error(`This WOFF font is damaged: a table inflates to ${data.length} bytes instead of ${origLength}.`);
    tables.push({ tag: woff.toString('latin1', at, at + 4), checksum: woff.readUInt32BE(at + 16), data });
  }

  return writeSfnt(flavor, tables);
}
