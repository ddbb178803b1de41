import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo } from './synthetic-photo.ts';
import { formatOfName, ImageHeaderError, readImageHeader } from './image-header.ts';

let dir: string;
const file = (name: string) => path.join(dir, name);
const failure = (name: string): ImageHeaderError => {
  try {
    readImageHeader(file(name));
  } catch (error) {
    if (error instanceof ImageHeaderError) return error;
    throw error;
  }
  throw new Error(`${name} was read without an error`);
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-header-'));
  const jpeg = await photo(640, 400);
  fs.writeFileSync(file('photo.jpg'), jpeg);
  fs.writeFileSync(file('alpha.png'), await photo(300, 200, 'png', { alpha: true }));
  fs.writeFileSync(file('opaque.png'), await photo(300, 200, 'png'));
  fs.writeFileSync(file('photo.webp'), await sharp(jpeg).webp().toBuffer());
  fs.writeFileSync(file('lossless.webp'), await sharp(jpeg).webp({ lossless: true }).toBuffer());
  fs.writeFileSync(file('photo.avif'), await sharp(jpeg).avif({ effort: 0 }).toBuffer());
  // A phone photo held upright: stored 640×400, shown 400×640.
  fs.writeFileSync(file('rotated.jpg'), await sharp(jpeg).withMetadata({ orientation: 6 }).jpeg().toBuffer());
  fs.writeFileSync(file('truncated.png'), (await photo(300, 200, 'png')).subarray(0, 20));
  fs.writeFileSync(file('cut.jpg'), jpeg.subarray(0, 100));
  // Whole headers, cut short after them: an interrupted copy. Only the end gives them away.
  const half = (data: Buffer) => data.subarray(0, Math.floor(data.length / 2));
  fs.writeFileSync(file('half.jpg'), half(jpeg));
  fs.writeFileSync(file('half.png'), half(await photo(300, 200, 'png')));
  fs.writeFileSync(file('half.webp'), half(fs.readFileSync(file('photo.webp'))));
  fs.writeFileSync(file('half.avif'), half(fs.readFileSync(file('photo.avif'))));
  // A JPEG with a few bytes of padding after its end marker, as some cameras write, is whole.
  fs.writeFileSync(file('padded.jpg'), Buffer.concat([jpeg, Buffer.alloc(16)]));
  // A phone's motion photo: the image, then a video after its end marker.
  fs.writeFileSync(file('motion.jpg'), Buffer.concat([jpeg, Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(4096, 7)]));
  fs.writeFileSync(file('notes.png'), 'These are my notes, not a picture.\n'.repeat(3));
  fs.writeFileSync(file('cv.png'), '%PDF-1.7\n% a document\n');
  fs.writeFileSync(file('anim.gif'), Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
  fs.writeFileSync(file('empty.jpg'), '');
  fs.writeFileSync(file('logo.svg'), '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 750"><rect/></svg>');
  fs.writeFileSync(file('sized.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="64px" height="48"></svg>');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('readImageHeader', () => {
  it('reads the format and size of JPEG, PNG, WebP and AVIF files', () => {
    expect(readImageHeader(file('photo.jpg'))).toMatchObject({ format: 'jpeg', width: 640, height: 400 });
    expect(readImageHeader(file('opaque.png'))).toMatchObject({ format: 'png', width: 300, height: 200, alpha: false });
    expect(readImageHeader(file('alpha.png'))).toMatchObject({ format: 'png', alpha: true });
    expect(readImageHeader(file('photo.webp'))).toMatchObject({ format: 'webp', width: 640, height: 400 });
    expect(readImageHeader(file('lossless.webp'))).toMatchObject({ format: 'webp', width: 640, height: 400 });
    expect(readImageHeader(file('photo.avif'))).toMatchObject({ format: 'avif', width: 640, height: 400 });
    expect(readImageHeader(file('photo.jpg')).bytes).toBe(fs.statSync(file('photo.jpg')).size);
  });

  it('gives the displayed size of a photo the camera stored sideways (EXIF orientation)', () => {
    expect(readImageHeader(file('rotated.jpg'))).toMatchObject({ width: 400, height: 640 });
  });

  it('tells a file cut short after its header from a whole one, by its last bytes', () => {
    for (const [name, format] of [
      ['half.jpg', 'JPEG'],
      ['half.png', 'PNG'],
      ['half.webp', 'WebP'],
      ['half.avif', 'AVIF'],
    ]) {
      expect(failure(name ?? ''), name).toMatchObject({
        kind: 'corrupt',
        message: `is a corrupt ${format} file: it is cut short (the file ends before the image does)`,
      });
    }
    expect(readImageHeader(file('padded.jpg'))).toMatchObject({ format: 'jpeg', width: 640 });
    expect(readImageHeader(file('motion.jpg'))).toMatchObject({ format: 'jpeg', width: 640 });
  });

  it('reads an SVG’s size from width and height, else its viewBox', () => {
    expect(readImageHeader(file('sized.svg'))).toMatchObject({ format: 'svg', width: 64, height: 48 });
    expect(readImageHeader(file('logo.svg'))).toMatchObject({ format: 'svg', width: 1200, height: 750 });
  });

  it('says what is wrong with files that cannot be shown', () => {
    expect(failure('truncated.png')).toMatchObject({ kind: 'corrupt', message: 'is a corrupt PNG file: its header is truncated' });
    expect(failure('cut.jpg')).toMatchObject({
      kind: 'corrupt',
      message: 'is a corrupt JPEG file: its frame size is missing (the file is cut short)',
    });
    expect(failure('notes.png')).toMatchObject({ kind: 'not-an-image', message: 'is not an image (JPEG, PNG, WebP, AVIF or SVG)' });
    expect(failure('cv.png')).toMatchObject({ kind: 'not-an-image', message: 'is not an image: it looks like a PDF document' });
    expect(failure('anim.gif')).toMatchObject({ kind: 'unsupported', message: 'is a GIF, which is not supported: use JPEG, PNG, WebP or AVIF' });
    expect(failure('empty.jpg')).toMatchObject({ kind: 'corrupt', message: 'is empty (0 bytes)' });
    expect(failure('missing.jpg')).toMatchObject({ kind: 'unreadable', message: 'cannot be read (ENOENT)' });
  });
});

it('knows the format a file name promises', () => {
  expect(formatOfName('/a/b.JPG')).toBe('jpeg');
  expect(formatOfName('x.jpeg')).toBe('jpeg');
  expect(formatOfName('x.avif')).toBe('avif');
  expect(formatOfName('x.gif')).toBeUndefined();
});
