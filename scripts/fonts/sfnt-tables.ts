/**
 * Writes TrueType/OpenType font files: a font without some of its tables, or with some replaced,
 * and the file a WOFF font's tables make (woff.ts) — the one writer of the table directory. The CV
 * drops the OpenType layout tables (GSUB, GPOS…): shaping them is most of react-pdf's time on a cold
 * start, and for Latin text at 9.5 pt they only bring kerning and ligatures (which also make copied
 * text worse). A static instance gets a name table of its own (scripts/look/font-names.ts).
 * Format: https://learn.microsoft.com/typography/opentype/spec/otff#table-directory
 */

/** `font` without the tables tagged in `drop`, and with the tables in `replace` in place of its own. */
export function withoutTables(font: Uint8Array, drop: readonly string[], replace: Readonly<Record<string, Buffer>> = {}): Buffer {
  const src = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
  const count = src.readUInt16BE(4);
  const kept: SfntTable[] = [];
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = src.toString('latin1', at, at + 4);
    const offset = src.readUInt32BE(at + 8);
    if (drop.includes(tag)) continue;
    const data = replace[tag] ?? src.subarray(offset, offset + src.readUInt32BE(at + 12));
    kept.push({ tag, checksum: replace[tag] ? checksum(data) : src.readUInt32BE(at + 4), data });
  }
  return writeSfnt(src.readUInt32BE(0), kept);
}

/** A table of a font: its tag (`glyf`), its checksum and its bytes. */
export interface SfntTable {
  tag: string;
  checksum: number;
  data: Buffer;
}

/** A TrueType/OpenType file of `tables`, in the order given, with the `flavor` (its first four bytes: 0x00010000, `OTTO`…). */
export function writeSfnt(flavor: number, tables: readonly SfntTable[]): Buffer {
  const header = Buffer.alloc(12 + tables.length * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(tables.length, 4);
  // The binary-search fields of the table directory.
  const power = 2 ** Math.floor(Math.log2(tables.length));
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tables.length * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.write(table.tag, at, 'latin1');
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    // Tables start on 4-byte boundaries.
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** A table's checksum: the sum of its big-endian 32-bit words, zero-padded. */
function checksum(data: Buffer): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** The tags of a font's tables, in directory order. */
export function tableTags(font: Uint8Array): string[] {
  const src = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
  return Array.from({ length: src.readUInt16BE(4) }, (_, i) => src.toString('latin1', 12 + i * 16, 16 + i * 16));
}
