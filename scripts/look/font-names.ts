/**
 * Names a static instance for what it is. harfbuzz pins the weight but keeps the variable font's
 * names, so every weight and every script file of a family is "Fraunces Regular", PostScript
 * "Fraunces-Regular"; a PDF embeds fonts by PostScript name, and pdfkit (react-pdf) takes two fonts
 * of one name for different fonts only by writing the second again at every use. Each instance gets
 * its weight's style and, for a script file other than latin, the script in its PostScript name.
 * Format: https://learn.microsoft.com/typography/opentype/spec/name
 */
import { withoutTables } from '../fonts/sfnt-tables.ts';

/** The style a weight is called by (OpenType's usWeightClass names). */
const STYLES: Readonly<Record<number, string>> = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
  900: 'Black',
};

export function styleName(weight: number): string {
  return STYLES[Math.round(weight / 100) * 100] ?? 'Regular';
}

export interface InstanceNames {
  /** The family as the variable font names it: `Fraunces`. */
  family: string;
  /** Its PostScript family: `Fraunces`, `IBMPlexSans`. */
  postscriptFamily: string;
  weight: number;
  /** The script of a file other than latin: `latin-ext`. */
  script?: string;
}

/** `latin-ext` → `LatinExt`. */
const pascal = (words: string) => words.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());

/** The names written: family (1), style (2), unique name (3), full name (4) and PostScript name (6). */
function instanceNames({ family, postscriptFamily, weight, script }: InstanceNames): Map<number, string> {
  const style = styleName(weight);
  const postscript = `${postscriptFamily}${script ? pascal(script) : ''}-${style}`;
  return new Map([
    [1, family],
    [2, style],
    [3, postscript],
    [4, `${family} ${style}`],
    [6, postscript],
  ]);
}

interface NameRecord {
  platform: number;
  encoding: number;
  language: number;
  id: number;
  text: Buffer;
}

/** The records of a name table (format 0 or 1; format 1's language-tag records are left out). */
function readRecords(table: Buffer): NameRecord[] {
  const count = table.readUInt16BE(2);
  const strings = table.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + i * 12;
    const [platform, encoding, language, id, length, offset] = [0, 2, 4, 6, 8, 10].map((field) => table.readUInt16BE(at + field)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return { platform, encoding, language, id, text: table.subarray(strings + offset, strings + offset + length) };
  }).filter((record) => record.language < 0x8000);
}

function writeTable(records: readonly NameRecord[]): Buffer {
  const header = Buffer.alloc(6 + records.length * 12);
  header.writeUInt16BE(records.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  records.forEach((record, i) => {
    const fields = [record.platform, record.encoding, record.language, record.id, record.text.length, offset];
    fields.forEach((value, field) => header.writeUInt16BE(value, 6 + i * 12 + field * 2));
    offset += record.text.length;
  });
  return Buffer.concat([header, ...records.map((record) => record.text)]);
}

/** A font's table, by tag. */
function findTable(font: Buffer, tag: string): Buffer | undefined {
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    if (font.toString('latin1', at, at + 4) === tag)
      return font.subarray(font.readUInt32BE(at + 8), font.readUInt32BE(at + 8) + font.readUInt32BE(at + 12));
  }
  return undefined;
}

/** `font` with the names of the instance: the others (copyright, version, licence) kept as they were. */
export function renamed(font: Buffer, names: InstanceNames): Buffer {
  const table = findTable(font, 'name');
  const written = instanceNames(names);
  // Their typographic family and style (16, 17) would contradict the new ones.
  const kept = table ? readRecords(table).filter((record) => !written.has(record.id) && record.id !== 16 && record.id !== 17) : [];
  const added = [...written].map(([id, text]) => ({ platform: 3, encoding: 1, language: 0x409, id, text: utf16be(text) }));
  const records = [...kept, ...added].sort((a, b) => a.platform - b.platform || a.encoding - b.encoding || a.language - b.language || a.id - b.id);
  return withoutTables(font, [], { name: writeTable(records) });
}

function utf16be(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf16le');
  return bytes.swap16();
}
