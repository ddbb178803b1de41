/**
 * Turns an image file (PNG, JPEG, WebP, AVIF, GIF, TIFF or SVG) into a PNG data URI cropped to
 * the exact box it fills on a card. Cropping here rather than in satori keeps the SVG small and
 * lets resvg decode a card-sized bitmap instead of a 4000-pixel photo on every render.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { SOURCE_OPTIONS } from '../images/image-limits.ts';
import { FAMILY, resvgFontFiles } from './fonts.ts';

export interface ImageBox {
  width: number;
  height: number;
  /** Which part to keep when the image's shape differs from the box: sharp's position or strategy. */
  position?: 'centre' | 'top' | 'attention';
}

const FORMATS = 'PNG, JPEG, WebP, AVIF, GIF, TIFF or SVG';

/** Reads `file` and returns `data:image/png;base64,…` of exactly `box.width` × `box.height` pixels. */
export async function imageDataUri(file: string, box: ImageBox): Promise<string> {
  if (!fs.existsSync(file)) throw new Error(`The image ${file} does not exist. Check its path, or leave the image out.`);
  const source = path.extname(file).toLowerCase() === '.svg' ? rasterizeSvg(file, box) : fs.readFileSync(file);
  const position = box.position === 'attention' ? sharp.strategy.attention : (box.position ?? 'centre');
  try {
    const png = await sharp(source, SOURCE_OPTIONS)
      .rotate() // honour the camera's EXIF orientation
      .resize(box.width, box.height, { fit: 'cover', position })
      .png({ compressionLevel: 1 }) // decoded again at once by resvg: speed over size
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    throw new Error(`The image ${file} could not be read: it is damaged or not in a format the share cards accept (${FORMATS}).`);
  }
}

/** Draws an SVG with resvg just large enough to cover the box, with the card fonts for any <text>. */
function rasterizeSvg(file: string, box: ImageBox): Buffer {
  const svg = fs.readFileSync(file, 'utf8');
  let size: { width: number; height: number };
  try {
    // Parsed once without fonts (cheap) for its intrinsic size: the zoom is a constructor option.
    size = new Resvg(svg, { font: { loadSystemFonts: false } });
  } catch (error) {
    throw new Error(`The SVG image ${file} could not be parsed (${(error as Error).message}). Open it in a browser to find the mistake.`, {
      cause: error,
    });
  }
  const zoom = Math.max(box.width / size.width, box.height / size.height);
  const font = { loadSystemFonts: false, fontFiles: resvgFontFiles(), defaultFontFamily: FAMILY.sans[0], sansSerifFamily: FAMILY.sans[0] };
  return new Resvg(svg, { fitTo: { mode: 'zoom', value: zoom }, font }).render().asPng();
}
