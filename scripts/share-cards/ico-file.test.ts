import { describe, expect, it } from 'vitest';
import { icoFile } from './ico-file.ts';

/** The directory of an ICO file, read back as a browser does. */
function readIco(file: Buffer) {
  expect([file.readUInt16LE(0), file.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: file.readUInt16LE(4) }, (_, index) => {
    const at = 6 + 16 * index;
    const bytes = file.readUInt32LE(at + 8);
    const offset = file.readUInt32LE(at + 12);
    return {
      width: file.readUInt8(at) || 256,
      height: file.readUInt8(at + 1) || 256,
      bits: file.readUInt16LE(at + 6),
      data: file.subarray(offset, offset + bytes),
    };
  });
}

describe('icoFile', () => {
  it('lists each PNG with its size and holds its bytes where the directory says', () => {
    const small = Buffer.from('\x89PNG small');
    const large = Buffer.from('\x89PNG a larger one');
    const images = readIco(
      icoFile([
        { size: 32, png: small },
        { size: 256, png: large },
      ]),
    );
    expect(images).toEqual([
      { width: 32, height: 32, bits: 32, data: small },
      { width: 256, height: 256, bits: 32, data: large },
    ]);
  });

  it('refuses a size the format cannot hold', () => {
    expect(() => icoFile([{ size: 512, png: Buffer.from('x') }])).toThrow('1 to 256 pixels wide, not 512');
  });
});
