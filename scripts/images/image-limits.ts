/**
 * What the image step can encode, written once: the content check refuses from the header what
 * sharp would refuse at build, with the same numbers, and every sharp call on an owner's image
 * passes the same pixel limit.
 */

/** sharp's own default `limitInputPixels` (0x3FFF × 0x3FFF), passed explicitly so the check and the encoder agree. */
export const MAX_INPUT_PIXELS = 0x3fff * 0x3fff;

/** The largest side WebP and AVIF encode (16,383 px): a variant taller than this cannot be made. */
export const MAX_ENCODED_SIDE = 0x3fff;

/** The options every sharp call on an owner's image passes. */
export const SOURCE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS } as const;

// One decimal, and the limit's sides too: a size just past the limit must not read as the limit itself.
const megapixels = (pixels: number) => `${(pixels / 1e6).toFixed(1)} megapixels`;

/** "is 20000×20000 px (400.0 megapixels)…", or undefined when the encoder takes it. */
export function overPixelLimit(width: number, height: number): { message: string; hint: string } | undefined {
  if (width * height <= MAX_INPUT_PIXELS) return undefined;
  return {
    message: `is ${width}×${height} px (${megapixels(width * height)}), more than the image encoder reads (${megapixels(MAX_INPUT_PIXELS)}: ${Math.sqrt(MAX_INPUT_PIXELS)}×${Math.sqrt(MAX_INPUT_PIXELS)} px)`,
    hint: 'resize it to at most 10,000 px on its longest side',
  };
}

/** What to do with an image sharp could not decode, from its reason. */
export function decodeFailureHint(reason: string): string {
  // The header gave a size within the limit (checked before), but the decoder found more pixels (an AVIF grid, say).
  return /pixel limit/i.test(reason)
    ? 'it holds more pixels than the image encoder reads: resize it to at most 10,000 px on its longest side'
    : 'the file is damaged: open it in an image editor and export it again as JPEG, PNG, WebP or AVIF';
}
