/**
 * What the content check says about an image file, from its header only: errors for a file that
 * cannot be shown, warnings for one that will look soft or weigh too much. Messages read after the
 * field's name (`projects[0].images[1]: is a GIF, …`).
 */
import { formatOfName, ImageHeaderError, readImageHeader } from './image-header.ts';
import type { ImageSlot } from './image-slots.ts';

export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 10_000;

export interface ImageFinding {
  severity: 'error' | 'warning';
  message: string;
  hint?: string;
}

export function checkImageFile(file: string, slot: ImageSlot): ImageFinding[] {
  let header;
  try {
    header = readImageHeader(file);
  } catch (error) {
    if (error instanceof ImageHeaderError) return [{ severity: 'error', message: error.message, hint: 'save it again as JPEG, PNG, WebP or AVIF' }];
    throw error;
  }
  const findings: ImageFinding[] = [];
  const named = formatOfName(file);
  if (named && named !== header.format)
    findings.push({
      severity: 'warning',
      message: `is named .${file.split('.').pop() ?? ''} but is a ${header.format.toUpperCase()} file`,
      hint: 'rename it to match',
    });
  if (header.format === 'svg') return findings;
  if (header.bytes > MAX_IMAGE_BYTES)
    findings.push({
      severity: 'warning',
      message: `is ${(header.bytes / 1024 / 1024).toFixed(0)} MB`,
      hint: 'images over 25 MB slow every build: export a smaller one',
    });
  const { width = 0, height = 0 } = header;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
    findings.push({
      severity: 'warning',
      message: `is ${width}×${height} px`,
      hint: `more than ${MAX_IMAGE_SIDE.toLocaleString('en')} px is more than any screen shows: resize it`,
    });
  else if (width < slot.sharpWidth)
    findings.push({
      severity: 'warning',
      message: `is ${width}×${height} px; ${slot.label} needs ${slot.sharpWidth} px wide to look sharp on large screens`,
      hint: 'use a larger image',
    });
  return findings;
}
