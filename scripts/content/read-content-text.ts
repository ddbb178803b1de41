/**
 * Reads a text file the owner wrote (a content file, an imported JSON Resume) as UTF-8, refusing
 * what would otherwise be decoded into `�` or read for minutes: bytes that are not UTF-8 (a file
 * saved as Windows-1252 or UTF-16) are located to their line and column, and a file far larger
 * than any content is refused before it is parsed. A UTF-8 byte order mark is dropped; CRLF line
 * endings are kept (the YAML parser and the line index read them).
 */
import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { LineIndex, type Position } from './source-map.ts';
import type { Wording } from './problem.ts';

/** 1 MiB: the sample's largest file is a few kB; a file this large is not hand-written content. */
export const MAX_CONTENT_FILE_BYTES = 1024 * 1024;

export interface TextProblem extends Wording {
  at: Position;
}

export type ReadText = { text: string; problem?: undefined } | { text: string; problem: TextProblem };

const SAVE_AS_UTF8 = 'save the file as UTF-8';

/** The length of the UTF-8 sequence a lead byte starts, or 0 for a byte no sequence starts with. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Whether `bytes[i..]` holds a whole, valid sequence of `length` (no overlong form, surrogate or code point past U+10FFFF). */
function validSequence(bytes: Uint8Array, i: number, length: number): boolean {
  if (i + length > bytes.length) return false;
  for (let k = 1; k < length; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return false;
  const lead = bytes[i] ?? 0;
  const second = bytes[i + 1] ?? 0;
  if (lead === 0xe0 && second < 0xa0) return false;
  if (lead === 0xed && second > 0x9f) return false;
  if (lead === 0xf0 && second < 0x90) return false;
  if (lead === 0xf4 && second > 0x8f) return false;
  return true;
}

/** Byte offsets of the first invalid byte on each line that has one. */
export function invalidUtf8Offsets(bytes: Uint8Array): number[] {
  const found: number[] = [];
  let lineHasOne = false;
  for (let i = 0; i < bytes.length; ) {
    const byte = bytes[i] ?? 0;
    if (byte === 0x0a) lineHasOne = false;
    const length = sequenceLength(byte);
    if (length && validSequence(bytes, i, length)) {
      i += length;
      continue;
    }
    if (!lineHasOne) found.push(i);
    lineHasOne = true;
    i++;
  }
  return found;
}

function hex(byte: number): string {
  return `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** What the byte would have meant in the encoding such files are usually saved in, e.g. `"é" in Windows-1252`. */
function asWindows1252(byte: number): string {
  const char = new TextDecoder('windows-1252').decode(Uint8Array.of(byte));
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char) ? ` ("${char}" in Windows-1252, which this file seems to be saved in)` : '';
}

/**
 * UTF-16: its byte order mark, or without one, text whose every other byte is 0 (each ASCII
 * character is one byte and a 0). Content never holds a 0 byte; UTF-8 text has none.
 */
function isUtf16(bytes: Buffer): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const pairs = Math.floor(Math.min(bytes.length, 512) / 2);
  const zeros = [0, 0];
  for (let i = 0; i < pairs * 2; i++) if (bytes[i] === 0) zeros[i % 2]!++;
  const [even = 0, odd = 0] = zeros;
  return pairs >= 2 && Math.min(even, odd) === 0 && Math.max(even, odd) >= pairs * 0.3;
}

const UTF16: TextProblem = { at: { line: 1, col: 1 }, message: 'is saved as UTF-16, not UTF-8', hint: SAVE_AS_UTF8 };

function notUtf8(bytes: Buffer): TextProblem {
  const text = bytes.toString('utf8');
  const [first = 0, ...others] = invalidUtf8Offsets(bytes);
  // The bytes before the first invalid one are valid UTF-8, so their decoded length is its offset in `text`.
  const at = new LineIndex(text).position(bytes.subarray(0, first).toString('utf8').length);
  const more = others.length ? `; ${others.length} more line${others.length === 1 ? ' has' : 's have'} such bytes` : '';
  return { at, message: `is not UTF-8: byte ${hex(bytes[first] ?? 0)}${asWindows1252(bytes[first] ?? 0)}`, hint: `${SAVE_AS_UTF8}${more}` };
}

/** How large a file may be, and what to say of one that is larger. */
export interface SizeLimit {
  bytes: number;
  /** What the file is, for the message: `a content file`. */
  what: string;
  hint: string;
}

export const CONTENT_FILE_LIMIT: SizeLimit = {
  bytes: MAX_CONTENT_FILE_BYTES,
  what: 'a content file',
  hint: 'a content file holds text of a few kB: split it, or move what is not text out of content/',
};

// The size rounded up and the limit as it is: a file just over the limit must not read as the limit.
const megabytes = (bytes: number, round = Math.ceil) => `${round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The file's text; with a problem, the text is what can be shown of it (for the code frame), and must not be used. */
export function readContentText(file: string, limit: SizeLimit = CONTENT_FILE_LIMIT): ReadText {
  const size = fs.statSync(file).size;
  if (size > limit.bytes)
    return { text: '', problem: { at: { line: 1, col: 1 }, message: `is ${megabytes(size)}, over the ${megabytes(limit.bytes, Math.round)} ${limit.what} may be`, hint: limit.hint } };
  const read = fs.readFileSync(file);
  // Columns are counted as an editor counts them: after the byte order mark, which no editor shows.
  const bytes = read[0] === 0xef && read[1] === 0xbb && read[2] === 0xbf ? read.subarray(3) : read;
  if (isUtf16(bytes)) return { text: '', problem: UTF16 };
  if (!isUtf8(bytes)) return { text: bytes.toString('utf8'), problem: notUtf8(bytes) };
  return { text: bytes.toString('utf8') };
}
