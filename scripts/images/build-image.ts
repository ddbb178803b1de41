/**
 * The build's image step, with sharp: `describeImage` gives the markup of a source in a slot
 * (widths, hashed URLs, intrinsic size, placeholder) from its header and a tiny decode;
 * `encodeImage` writes the AVIF, WebP and JPEG/PNG variants those URLs name. Both are cached under
 * `cacheDir` by the source's content hash, so an unchanged image costs a hash and a file check.
 * SVGs pass through untouched.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ResponsiveImage } from '../../src/lib/responsive-image.ts';
import { markUsed } from '../cache/cached-file.ts';
import { readImageHeader, type ImageHeader } from './image-header.ts';
import { SOURCE_OPTIONS } from './image-limits.ts';
import { keepsShape, slotWidths, variantHeight, type ImageSlot } from './image-slots.ts';

/** Bump when the encoders' settings change, so cached variants are made again. */
const ENCODER_VERSION = 1;

export interface ImageStepOptions {
  /** Where variants and descriptions are cached between builds. */
  cacheDir: string;
  /** URL folder of the variants: `/assets/`. */
  publicPath: string;
}

interface Variant {
  url: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg' | 'png';
}

export interface DescribedImage {
  image: ResponsiveImage;
  /** The variants to encode: URL → what to make. */
  variants: Variant[];
  /** Where the source is and its hash, for encoding. */
  source: { file: string; hash: string; header: ImageHeader };
}

const MIME = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;

function hashFile(file: string, slot: ImageSlot): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).update(`${slot.name}:${ENCODER_VERSION}`).digest('hex').slice(0, 10);
}

/** sharp could not decode an owner's image: its header was fine, its data is not. */
export class ImageDecodeError extends Error {}

/** Runs a sharp pipeline on an owner's image; a failure to decode it becomes an ImageDecodeError with sharp's reason. */
async function decoding<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).trim().split('\n')[0] ?? '';
    throw new ImageDecodeError(reason);
  }
}

/**
 * A soft preview: a 4×3 grid of the image's average colours as stacked gradients (no data: URI,
 * CSP-safe). Decoding the whole image for it is also what proves, at the check, that it decodes.
 */
async function placeholderOf(file: string, slot: ImageSlot): Promise<string> {
  const { default: sharp } = await import('sharp');
  // The carousel and posts show the whole image (squeezed into the grid); the other slots crop it as the markup does.
  const { data } = await sharp(file, SOURCE_OPTIONS)
    .rotate()
    .resize(4, 3, { fit: keepsShape(slot) ? 'fill' : 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hex = (i: number) => `#${[data[i], data[i + 1], data[i + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
  const rows = [0, 1, 2].map((row) => `linear-gradient(90deg,${[0, 1, 2, 3].map((col) => hex((row * 4 + col) * 3)).join(',')})`);
  return `${rows[0]} 0 0/100% 34% no-repeat,${rows[1]} 0 50%/100% 34% no-repeat,${rows[2]} 0 100%/100% 34% no-repeat`;
}

function readCached<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** What the markup needs for `src` (a path under public/) in `slot`. */
export async function describeImage(publicDir: string, src: string, slot: ImageSlot, options: ImageStepOptions): Promise<DescribedImage> {
  const file = path.join(publicDir, src);
  const header = readImageHeader(file);
  if (header.format === 'svg' || header.width === undefined || header.height === undefined) {
    const width = header.width ?? 1600;
    const image = { src, width, height: header.height ?? Math.round(width / slot.aspect), sources: [] };
    return { image, variants: [], source: { file, hash: '', header } };
  }
  const size = { width: header.width, height: header.height };
  const hash = hashFile(file, slot);
  const stem = path
    .basename(src)
    .replace(/\.[^.]+$/, '')
    .replace(/[^\w-]+/g, '-');
  const fallback = header.alpha ? 'png' : 'jpeg';
  const widths = slotWidths(slot, size.width);
  const variants: Variant[] = widths.flatMap((width) =>
    (['avif', 'webp', fallback] as const).map((format) => ({
      url: `${options.publicPath}${stem}-${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`,
      width,
      height: variantHeight(slot, size, width),
      format,
    })),
  );
  const cached = path.join(options.cacheDir, `${stem}-${hash}.json`);
  const preview = readCached<{ placeholder: string }>(cached)?.placeholder ?? (await decoding(() => placeholderOf(file, slot)));
  fs.mkdirSync(options.cacheDir, { recursive: true });
  fs.writeFileSync(cached, JSON.stringify({ placeholder: preview }));
  // No preview under a transparent PNG: it would show through once the image is there.
  const placeholder = header.alpha ? undefined : preview;
  const srcset = (format: Variant['format']) =>
    variants
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ');
  const largest = variants.filter((v) => v.format === fallback).at(-1);
  // The fallback src is the candidate nearest the slot's common 1× width; srcset does the choosing.
  const first = variants.find((v) => v.format === fallback && v.width >= (slot.widths[1] ?? 0)) ?? largest;
  const image: ResponsiveImage = {
    src: first?.url ?? src,
    width: largest?.width ?? size.width,
    height: largest?.height ?? size.height,
    sources: (['avif', 'webp'] as const).map((format) => ({ type: MIME[format], srcset: srcset(format) })),
    srcset: srcset(fallback),
    sizes: slot.sizes,
    ...(placeholder ? { placeholder } : {}),
  };
  return { image, variants, source: { file, hash, header } };
}

let encodes = 0;
/** How many variants were encoded in this process (the tests check cache hits with it). */
export function encodeCount(): number {
  return encodes;
}

/** Writes each variant into the cache (if missing) and returns URL → cached file. */
export async function encodeImage(described: DescribedImage, slot: ImageSlot, options: ImageStepOptions): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  if (described.variants.length === 0) return files;
  const { default: sharp } = await import('sharp');
  const fileOf = (variant: Variant) => path.join(options.cacheDir, path.basename(variant.url));
  for (const variant of described.variants) files.set(variant.url, fileOf(variant));
  const missing = described.variants.filter((variant) => !fs.existsSync(fileOf(variant)));
  for (const variant of described.variants) if (!missing.includes(variant)) markUsed(fileOf(variant));
  const position = slot.name === 'portrait' ? sharp.strategy.attention : 'top';
  // One decode and resize per width; its formats are encoded from that bitmap side by side.
  for (const width of new Set(missing.map((v) => v.width))) {
    const same = missing.filter((v) => v.width === width);
    const height = same[0]?.height ?? width;
    const { data, info } = await decoding(() =>
      sharp(described.source.file, SOURCE_OPTIONS)
        .rotate()
        .resize(width, height, { fit: keepsShape(slot) ? 'fill' : 'cover', position })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    await Promise.all(
      same.map(async (variant) => {
        const bitmap = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
        const encoded =
          variant.format === 'avif'
            ? bitmap.avif({ quality: 50, effort: 2 })
            : variant.format === 'webp'
              ? bitmap.webp({ quality: 75 })
              : variant.format === 'png'
                ? bitmap.png({ compressionLevel: 9 })
                : bitmap.jpeg({ quality: 78, mozjpeg: true });
        // Written under a temporary name first, so an interrupted build never leaves half a file in the cache.
        const file = fileOf(variant);
        await encoded.toFile(`${file}.tmp`);
        fs.renameSync(`${file}.tmp`, file);
        encodes++;
      }),
    );
  }
  return files;
}
