/**
 * Facts about a rendered PNG, for the tests and the CLI's self-check: its size straight from
 * the IHDR chunk, and per-channel statistics of a region (to tell a card from a blank image and
 * to find a cover's colour where it should be).
 */
import sharp from 'sharp';

/**
 * Per-test time limit for tests that render: a cold satori start takes about a second alone,
 * several times that on a loaded CI machine, well past Vitest's 5 s default.
 */
export const RENDER_TIMEOUT = 30_000;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a valid PNG always has first. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('This is not a PNG file: it lacks the PNG signature or its IHDR chunk.');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ChannelStats {
  /** Mean of red, green, blue and alpha, 0–255. */
  mean: [number, number, number, number];
  /** Standard deviation of red, green and blue averaged: 0 for a flat image. */
  spread: number;
  /** Smallest alpha value. */
  minAlpha: number;
}

export async function pngStats(png: Buffer, region?: Region): Promise<ChannelStats> {
  let image = sharp(png).ensureAlpha();
  if (region) image = image.extract(region);
  // Computed from raw pixels: sharp's stats() describes the input, not the extracted region.
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const sum: [number, number, number, number] = [0, 0, 0, 0];
  const squares: [number, number, number] = [0, 0, 0];
  let minAlpha = 255;
  for (let i = 0; i + 3 < data.length; i += 4) {
    const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
    sum[0] += r;
    sum[1] += g;
    sum[2] += b;
    sum[3] += a;
    squares[0] += r ** 2;
    squares[1] += g ** 2;
    squares[2] += b ** 2;
    minAlpha = Math.min(minAlpha, a);
  }
  const mean = sum.map((s) => s / pixels) as ChannelStats['mean'];
  const spread = squares.reduce((total, square, c) => total + Math.sqrt(Math.max(0, square / pixels - (mean[c] ?? 0) ** 2)), 0) / 3;
  return { mean, spread, minAlpha };
}

/** The largest difference, over red, green and blue, between a mean colour and a #rrggbb colour. */
export function colourDistance(mean: ChannelStats['mean'], hex: string): number {
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.max(...want.map((value, i) => Math.abs((mean[i] ?? 0) - value)));
}
