/**
 * A bundled variable font file, read once a process: its bytes and their hash (what a file made
 * from it is named by), the characters it has, its weight axis, and its names. The web fonts
 * (font-files.ts) and the static instances (font-instances.ts) are made from these.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import * as fontkit from 'fontkit';

export interface SourceFont {
  bytes: Buffer;
  hash: string;
  codePoints: ReadonlySet<number>;
  /** The weight axis, if the font has one. */
  weights?: { min: number; max: number };
  /** The weight of a font without the axis. */
  weightClass: number;
  /** Its family's name, and as its PostScript name begins (`IBMPlexSans`). */
  family: string;
  postscriptFamily: string;
}

const read = new Map<string, SourceFont>();

export function sourceFont(file: string): SourceFont {
  let known = read.get(file);
  if (!known) {
    const bytes = fs.readFileSync(file);
    const font = fontkit.create(bytes);
    if (!('characterSet' in font)) throw new Error(`${file} is a collection, not a font`);
    const axis = font.variationAxes.wght;
    known = {
      bytes,
      hash: createHash('sha256').update(bytes).digest('hex'),
      // 0xFFFF closes a cmap's last segment; it is no character.
      codePoints: new Set(font.characterSet.filter((codePoint) => codePoint !== 0xffff)),
      weights: axis && { min: axis.min, max: axis.max },
      weightClass: font['OS/2'].usWeightClass,
      family: font.familyName,
      postscriptFamily: font.postscriptName.split('-')[0] ?? font.familyName.replace(/\W/g, ''),
    };
    read.set(file, known);
  }
  return known;
}
