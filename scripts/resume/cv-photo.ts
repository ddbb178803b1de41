/**
 * Reads the portrait for the PDF with sharp: cropped square (keeping the top, where the face usually
 * is), scaled to 320 px (it prints at about 2 cm; a full-size photo would bloat the file) and written
 * as JPEG, since react-pdf embeds only PNG and JPEG and the site may use WebP or AVIF. sharp is
 * loaded only when there is a photo.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SOURCE_OPTIONS } from '../images/image-limits.ts';

export interface CvPhoto {
  data: Buffer;
  format: 'png' | 'jpg';
}

const PHOTO_PIXELS = 320;

export async function loadCvPhoto(file: string): Promise<CvPhoto> {
  const ext = path.extname(file).toLowerCase();
  if (!['.png', '.jpg', '.jpeg', '.webp', '.avif'].includes(ext)) {
    throw new Error(`The photo ${file} cannot go in the PDF: use a .jpg, .png, .webp or .avif image.`);
  }
  if (!fs.existsSync(file)) throw new Error(`The photo ${file} does not exist: check profile.photo, which names a file under public/.`);
  const { default: sharp } = await import('sharp');
  const data = await sharp(file, SOURCE_OPTIONS)
    .rotate()
    .resize(PHOTO_PIXELS, PHOTO_PIXELS, { fit: 'cover', position: 'top' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { data, format: 'jpg' };
}
