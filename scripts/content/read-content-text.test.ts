import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { invalidUtf8Offsets, MAX_CONTENT_FILE_BYTES, readContentText } from './read-content-text.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-text-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function read(bytes: Buffer | string) {
  const file = path.join(dir, 'file.yaml');
  fs.writeFileSync(file, bytes);
  return readContentText(file);
}

describe('invalidUtf8Offsets', () => {
  it.each([
    ['plain ASCII', [0x61, 0x62], []],
    ['é, €, 😀 written as UTF-8', [...Buffer.from('é€😀')], []],
    ['a Latin-1 é', [0x43, 0x61, 0x66, 0xe9], [3]],
    ['a lone continuation byte', [0x61, 0x80], [1]],
    ['an overlong "/" (C0 AF)', [0xc0, 0xaf], [0]],
    ['an overlong three-byte form (E0 80 80)', [0xe0, 0x80, 0x80], [0]],
    ['a UTF-16 surrogate written as UTF-8 (ED A0 80)', [0xed, 0xa0, 0x80], [0]],
    ['a code point past U+10FFFF (F4 90 80 80)', [0xf4, 0x90, 0x80, 0x80], [0]],
    ['a sequence cut short by the end of the file', [0x61, 0xe2, 0x82], [1]],
    ['two bad bytes on one line, one on the next', [0xe9, 0xe9, 0x0a, 0x61, 0xe9], [0, 4]],
  ])('%s', (_, bytes, expected) => {
    expect(invalidUtf8Offsets(Uint8Array.from(bytes))).toEqual(expected);
  });
});

describe('readContentText', () => {
  it('reads UTF-8, drops a byte order mark and keeps CRLF line endings', () => {
    expect(read(Buffer.from('\ufeffname: Zoë\r\n', 'utf8'))).toEqual({ text: 'name: Zoë\r\n' });
  });

  it('locates the first byte that is not UTF-8 by line and column, counting characters as an editor does', () => {
    const result = read(Buffer.concat([Buffer.from('name: Zoë\nlocation: Montr'), Buffer.from([0xe9]), Buffer.from('al\nbio: caf'), Buffer.from([0xe9])]));
    expect(result.problem).toEqual({
      at: { line: 2, col: 16 },
      message: 'is not UTF-8: byte 0xE9 ("é" in Windows-1252, which this file seems to be saved in)',
      hint: 'save the file as UTF-8; 1 more line has such bytes',
    });
    // What can be shown of it, for the code frame.
    expect(result.text.split('\n')[1]).toBe('location: Montr\ufffdal');
  });

  it('counts columns after a byte order mark as an editor does', () => {
    expect(read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a: '), Buffer.from([0xff])])).problem?.at).toEqual({ line: 1, col: 4 });
  });

  it('says a UTF-16 file is UTF-16, with a byte order mark or without', () => {
    const utf16 = { at: { line: 1, col: 1 }, message: 'is saved as UTF-16, not UTF-8', hint: 'save the file as UTF-8' };
    expect(read(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('a: 1', 'utf16le').swap16()])).problem).toEqual(utf16);
    expect(read(Buffer.from('name: Zoé\nlocation: Lyon\n', 'utf16le')).problem).toEqual(utf16);
    expect(read(Buffer.from('name: Zoé\n', 'utf16le').swap16()).problem).toEqual(utf16);
    // A text in a script of two-byte characters has no zero bytes to count: it is still not UTF-8.
    expect(read(Buffer.from('名前: 日本語\n', 'utf16le')).problem?.message).toMatch(/^is (not UTF-8|saved as UTF-16)/);
  });

  it('refuses a file far larger than any content without reading it', () => {
    const file = path.join(dir, 'huge.yaml');
    fs.writeFileSync(file, '');
    fs.truncateSync(file, MAX_CONTENT_FILE_BYTES + 1);
    expect(readContentText(file)).toEqual({
      text: '',
      problem: {
        at: { line: 1, col: 1 },
        message: 'is 1.1 MB, over the 1 MB a content file may be',
        hint: 'a content file holds text of a few kB: split it, or move what is not text out of content/',
      },
    });
    expect(readContentText(file, { bytes: 512 * 1024, what: 'an import', hint: 'h' }).problem?.message).toBe('is 1.1 MB, over the 0.5 MB an import may be');
  });
});
