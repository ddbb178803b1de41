/**
 * What the content check says about an image file, from its header only: errors for a file that
 * cannot be shown, warnings for one that will look soft or weigh too much. Messages read after the
 * field's name (`projects[0].images[1]: is a GIF, …`).
 */
import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { codePoint, CONTROL_CHARACTER } from '../content/character-checks.ts';
import { formatOfName, ImageHeaderError, readImageHeader } from './image-header.ts';
import { MAX_ENCODED_SIDE, overPixelLimit } from './image-limits.ts';
import { slotWidths, variantHeight, type ImageSlot } from './image-slots.ts';

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
  if (header.format === 'svg') return [...findings, ...svgFindings(file)];
  if (header.bytes > MAX_IMAGE_BYTES)
    findings.push({
      severity: 'warning',
      message: `is ${(header.bytes / 1024 / 1024).toFixed(0)} MB`,
      hint: 'images over 25 MB slow every build: export a smaller one',
    });
  const { width = 0, height = 0 } = header;
  const tooLarge = overPixelLimit(width, height);
  if (tooLarge) return [...findings, { severity: 'error', ...tooLarge }];
  // The dialog keeps a screenshot's own shape: a strip 100 px wide would make variants taller than any encoder writes.
  const tallest = Math.max(...slotWidths(slot, width).map((w) => variantHeight(slot, { width, height }, w)));
  if (tallest > MAX_ENCODED_SIDE)
    return [
      ...findings,
      {
        severity: 'error',
        message: `is ${width}×${height} px, too tall for its width to be shown`,
        hint: 'crop it to a screen-like shape (at most 1:10)',
      },
    ];
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

/** An icon of the owner's (skills.yaml `icons:`): the page shows the file as it is, so it must be an SVG that parses. */
export function checkIconFile(file: string): ImageFinding[] {
  try {
    const { format } = readImageHeader(file);
    if (format !== 'svg') return [{ severity: 'error', message: `is a ${format.toUpperCase()} file, not an SVG`, hint: 'export the icon as SVG' }];
  } catch (error) {
    if (error instanceof ImageHeaderError) return [{ severity: 'error', message: error.message, hint: 'export the icon as SVG' }];
    throw error;
  }
  return svgFindings(file);
}

/** An SVG is read whole and parsed: past this it is a picture traced into paths, not a drawing. */
export const MAX_SVG_BYTES = 10 * 1024 * 1024;

/** The site's icon, public/favicon.svg: the head links it and the build draws the PNG icons and share cards from it. */
export function checkSiteIcon(file: string): ImageFinding[] {
  if (!fs.existsSync(file))
    return [{ severity: 'error', message: 'is missing', hint: "add the site's icon as an SVG: the PNG icons and share cards are drawn from it" }];
  return svgFindings(file);
}

function readSvg(file: string): Buffer | ImageFinding {
  try {
    const { size } = fs.statSync(file);
    if (size > MAX_SVG_BYTES)
      return {
        severity: 'error',
        message: `is ${Math.ceil(size / 1024 / 1024)} MB, more than an SVG drawing needs`,
        hint: 'simplify it, or export it as WebP',
      };
    return fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return {
      severity: 'error',
      message: `cannot be read (${code === 'EISDIR' ? 'it is a folder' : code})`,
      hint: 'put the SVG file itself at this path',
    };
  }
}

/** An SVG is drawn by the share cards (resvg) and by browsers: it must parse. */
function svgFindings(file: string): ImageFinding[] {
  const hint = 'open it in a vector editor and export it again as SVG';
  const bytes = readSvg(file);
  if (!Buffer.isBuffer(bytes)) return [bytes];
  // XML allows no control character, and resvg aborts the whole process (a Rust panic) when its error message quotes a NUL.
  if (!isUtf8(bytes)) return [{ severity: 'error', message: 'is not a readable SVG: it is not UTF-8 text', hint }];
  const control = CONTROL_CHARACTER.exec(bytes.toString('utf8'))?.[0];
  if (control)
    return [
      {
        severity: 'error',
        message: `is not a readable SVG: it contains the control character ${codePoint(control)}, which XML does not allow`,
        hint,
      },
    ];
  try {
    // Parsed, not drawn: without the system's fonts, which resvg would otherwise load for each SVG.
    new Resvg(bytes, { font: { loadSystemFonts: false } });
    return [];
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/^SVG data parsing failed cause /, '');
    return [{ severity: 'error', message: `is not a readable SVG: ${reason}`, hint }];
  }
}
