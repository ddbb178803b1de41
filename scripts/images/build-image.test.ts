import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo } from './synthetic-photo.ts';
import { describeImage, encodeCount, encodeImage } from './build-image.ts';
import { IMAGE_SLOTS } from './image-slots.ts';

let dir: string;
let options: { cacheDir: string; publicPath: string };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-image-'));
  options = { cacheDir: path.join(dir, 'cache'), publicPath: '/assets/' };
  fs.mkdirSync(path.join(dir, 'public', 'images'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public', 'images', 'shot.jpg'), await photo(1600, 1000));
  fs.writeFileSync(path.join(dir, 'public', 'images', 'me.jpg'), await photo(900, 1200, 'jpeg', { seed: 3 }));
  fs.writeFileSync(path.join(dir, 'public', 'images', 'logo.png'), await photo(500, 300, 'png', { alpha: true }));
  fs.writeFileSync(path.join(dir, 'public', 'images', 'art.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"></svg>');
}, 30_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const publicDir = () => path.join(dir, 'public');

describe('describeImage and encodeImage', () => {
  it('makes AVIF, WebP and JPEG variants at the slot’s widths, never wider than the source, with hashed names', async () => {
    const described = await describeImage(publicDir(), '/images/shot.jpg', IMAGE_SLOTS.cover, options);
    const { image } = described;
    expect(image.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(image.srcset).toMatch(/^\/assets\/shot-[0-9a-f]{10}-360\.jpg 360w, .*-1440\.jpg 1440w$/);
    expect(image.sources[0]?.srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(['360w', '480w', '720w', '960w', '1440w']);
    // The cover is cropped to 16:10; the intrinsic size is the largest variant's.
    expect([image.width, image.height]).toEqual([1440, 900]);
    expect(image.sizes).toBe(IMAGE_SLOTS.cover.sizes);
    const files = await encodeImage(described, IMAGE_SLOTS.cover, options);
    expect(files.size).toBe(15);
    const avif = [...files].find(([url]) => url.endsWith('-720.avif'))?.[1] ?? '';
    expect(await sharp(avif).metadata()).toMatchObject({ width: 720, height: 450 });
  }, 60_000);

  it('crops the portrait square (the face, by attention) and keeps the carousel’s own shape', async () => {
    const portrait = await describeImage(publicDir(), '/images/me.jpg', IMAGE_SLOTS.portrait, options);
    expect([portrait.image.width, portrait.image.height]).toEqual([640, 640]);
    const carousel = await describeImage(publicDir(), '/images/me.jpg', IMAGE_SLOTS.carousel, options);
    // 900 px wide: 480 and 768, then the source's own width; no upscaling to 1080 or 1536.
    expect(carousel.image.srcset?.split(', ').map((c) => c.split(' ')[1])).toEqual(['480w', '768w', '900w']);
    expect([carousel.image.width, carousel.image.height]).toEqual([900, 1200]);
  });

  it('paints a CSP-safe gradient preview (no data: URI) of the image’s colours', async () => {
    const { image } = await describeImage(publicDir(), '/images/shot.jpg', IMAGE_SLOTS.cover, options);
    expect(image.placeholder).toMatch(/^linear-gradient\(90deg,#[0-9a-f]{6},/);
    expect(image.placeholder).not.toContain('data:');
    expect(image.placeholder?.length).toBeLessThan(400);
  });

  it('keeps a transparent PNG as PNG, without a preview that would show through', async () => {
    const { image } = await describeImage(publicDir(), '/images/logo.png', IMAGE_SLOTS.cover, options);
    expect(image.srcset).toMatch(/\.png 360w/);
    expect(image.placeholder).toBeUndefined();
  });

  it('passes an SVG through untouched, with its own size', async () => {
    const described = await describeImage(publicDir(), '/images/art.svg', IMAGE_SLOTS.carousel, options);
    expect(described.image).toEqual({ src: '/images/art.svg', width: 800, height: 600, sources: [] });
    expect((await encodeImage(described, IMAGE_SLOTS.carousel, options)).size).toBe(0);
  });

  it('encodes nothing again for an unchanged image: the cache answers, in well under a second', async () => {
    const described = await describeImage(publicDir(), '/images/shot.jpg', IMAGE_SLOTS.carousel, options);
    await encodeImage(described, IMAGE_SLOTS.carousel, options);
    const before = encodeCount();
    const started = performance.now();
    const again = await describeImage(publicDir(), '/images/shot.jpg', IMAGE_SLOTS.carousel, options);
    const files = await encodeImage(again, IMAGE_SLOTS.carousel, options);
    expect(encodeCount()).toBe(before);
    expect(files.size).toBe(12);
    expect(performance.now() - started).toBeLessThan(1000);
  }, 60_000);

  it('names the variants anew when the source changes, so long-lived caches never serve the old one', async () => {
    const first = await describeImage(publicDir(), '/images/shot.jpg', IMAGE_SLOTS.cover, options);
    fs.writeFileSync(path.join(publicDir(), 'images', 'shot.jpg'), await photo(1600, 1000, 'jpeg', { seed: 99 }));
    const second = await describeImage(publicDir(), '/images/shot.jpg', IMAGE_SLOTS.cover, options);
    expect(second.image.src).not.toBe(first.image.src);
  });
});
