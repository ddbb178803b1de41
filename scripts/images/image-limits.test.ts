import { describe, expect, it } from 'vitest';
import { decodeFailureHint, MAX_INPUT_PIXELS, overPixelLimit } from './image-limits.ts';

describe('overPixelLimit', () => {
  it('takes what sharp takes, up to its own default limit', () => {
    expect(MAX_INPUT_PIXELS).toBe(16_383 * 16_383);
    expect(overPixelLimit(16_383, 16_383)).toBeUndefined();
    expect(overPixelLimit(100_000, 2_000)).toBeUndefined();
  });

  it('gives the size and the limit so that one just past it does not read as the limit itself', () => {
    expect(overPixelLimit(16_384, 16_383)).toEqual({
      message: 'is 16384×16383 px (268.4 megapixels), more than the image encoder reads (268.4 megapixels: 16383×16383 px)',
      hint: 'resize it to at most 10,000 px on its longest side',
    });
  });
});

describe('decodeFailureHint', () => {
  it('tells a damaged file from one whose pixels the header understated', () => {
    expect(decodeFailureHint('VipsJpeg: Corrupt JPEG data: bad Huffman code')).toBe(
      'the file is damaged: open it in an image editor and export it again as JPEG, PNG, WebP or AVIF',
    );
    expect(decodeFailureHint('Input image exceeds pixel limit')).toBe(
      'it holds more pixels than the image encoder reads: resize it to at most 10,000 px on its longest side',
    );
  });
});
