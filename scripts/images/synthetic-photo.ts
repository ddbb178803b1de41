/**
 * Photo-like JPEG and PNG files for the image tests and the photo benchmark, made on the spot (nothing large is committed): a
 * colour gradient with noise, so encoders do real work and sizes are realistic.
 */
import sharp from 'sharp';

export async function photo(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  options: {
    alpha?: boolean;
    seed?: number;
    /** JPEG quality: 90 by default; a camera's or a screenshot tool's 95–98 makes files of a few MB. */
    quality?: number;
  } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  let random = options.seed ?? 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      random = (random * 1103515245 + 12345) & 0x7fffffff;
      const noise = (random >> 16) % 48;
      const i = (y * width + x) * channels;
      data[i] = Math.min(255, Math.round((x / width) * 200) + noise);
      data[i + 1] = Math.min(255, Math.round((y / height) * 180) + noise);
      data[i + 2] = Math.min(255, 90 + noise);
      if (channels === 4) data[i + 3] = x < width / 2 ? 255 : 96;
    }
  }
  const image = sharp(data, { raw: { width, height, channels } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: options.quality ?? 90 }).toBuffer();
}
