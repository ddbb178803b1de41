import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { resvgFontFiles } from '../share-cards/fonts.ts';
import { pngStats } from '../../test/support/png-info.ts';
import { isWoff, woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const woff = fs.readFileSync(require.resolve('@fontsource/inter/files/inter-latin-ext-400-normal.woff'));

/** The sfnt table checksum: the sum of its big-endian 32-bit words, zero-padded. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it('unwraps every table intact, at 4-byte aligned offsets', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    for (let i = 0; i < numTables; i++) {
      const at = 12 + i * 16;
      const tag = sfnt.toString('latin1', at, at + 4);
      const offset = sfnt.readUInt32BE(at + 8);
      expect(offset % 4).toBe(0);
      // head's recorded checksum is taken with its checkSumAdjustment field zeroed.
      if (tag !== 'head') expect(checksum(sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12))), tag).toBe(sfnt.readUInt32BE(at + 4));
    }
  });

  it('refuses anything that is not WOFF 1.0, saying what to use instead', () => {
    expect(isWoff(woff)).toBe(true);
    expect(() => woffToSfnt(Buffer.from('wOF2 is not supported, nor is anything else'))).toThrow(
      'This font is not a WOFF 1.0 file (it has no "wOFF" signature); use a .woff file, not .woff2.',
    );
  });

  it('gives resvg fonts it can draw text with', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60">' + '<text x="10" y="45" font-size="40" font-family="Inter">Été</text></svg>';
    const draw = (fontFiles: string[]) => new Resvg(svg, { font: { loadSystemFonts: false, fontFiles } }).render().asPng();
    expect((await pngStats(draw([]))).mean[3]).toBe(0);
    expect((await pngStats(draw(resvgFontFiles()))).mean[3]).toBeGreaterThan(10);
  });
});
