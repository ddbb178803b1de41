/**
 * Every raster image the content shows, in every slot it appears in: the portrait
 * (profile.photo), each project's cover (its first image) and every project image in the dialog.
 * Described for the generated module src/content/images.ts; encoded into dist/assets by the build
 * (and on request by the dev server).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Content, DeepReadonly } from '../../src/content/types.ts';
import { imageKey, type ResponsiveImage } from '../../src/lib/responsive-image.ts';
import { describeImage, encodeImage, type DescribedImage, type ImageStepOptions } from './build-image.ts';
import { IMAGE_SLOTS, type SlotName } from './image-slots.ts';

export interface ImageRef {
  slot: SlotName;
  src: string;
}

export function contentImageRefs(content: Pick<DeepReadonly<Content>, 'profile' | 'projects'>): ImageRef[] {
  const refs: ImageRef[] = [];
  if (content.profile.photo) refs.push({ slot: 'portrait', src: content.profile.photo });
  for (const project of content.projects.projects) {
    const [cover] = project.images;
    if (cover) refs.push({ slot: 'cover', src: cover });
    for (const src of project.images) refs.push({ slot: 'carousel', src });
  }
  return refs;
}

export type DescribedImages = Map<string, DescribedImage & { slot: SlotName }>;

export async function describeContentImages(publicDir: string, refs: readonly ImageRef[], options: ImageStepOptions): Promise<DescribedImages> {
  const described: DescribedImages = new Map();
  for (const { slot, src } of refs) {
    const key = imageKey(slot, src);
    if (!described.has(key)) described.set(key, { ...(await describeImage(publicDir, src, IMAGE_SLOTS[slot], options)), slot });
  }
  return described;
}

/** src/content/images.ts: the markup data of each image, by `slot:src`. */
export function imagesModule(described: DescribedImages, banner: string): string {
  const images: Record<string, ResponsiveImage> = Object.fromEntries([...described].map(([key, d]) => [key, d.image]));
  return `${banner}\nimport type { ResponsiveImage } from '../lib/responsive-image.ts';\n\nexport const responsiveImages: Readonly<Record<string, ResponsiveImage>> = ${JSON.stringify(images, null, 2)};\n`;
}

/** Encodes what is missing from the cache (two images at a time) and copies the variants under `outDir`; returns their URLs. */
export async function writeContentImages(described: DescribedImages, outDir: string, options: ImageStepOptions): Promise<string[]> {
  const queue = [...described.values()].filter((d) => d.variants.length > 0);
  const written: string[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const files = await encodeImage(next, IMAGE_SLOTS[next.slot], options);
      for (const [url, file] of files) {
        const target = path.join(outDir, url);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(file, target);
        written.push(url);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return written;
}

/** The cache folder the build and the dev server share. */
export function imageCacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'portfolio', 'images');
}

export const IMAGE_PUBLIC_PATH = '/assets/';

/** Describes and writes the content's images under `outDir`, and removes the raster sources Vite copied there. */
export async function buildContentImages(root: string, content: Parameters<typeof contentImageRefs>[0], outDir: string): Promise<string[]> {
  const options = { cacheDir: imageCacheDir(root), publicPath: IMAGE_PUBLIC_PATH };
  const described = await describeContentImages(path.join(root, 'public'), contentImageRefs(content), options);
  const written = await writeContentImages(described, outDir, options);
  // The variants replace the originals (megabytes straight from a camera): nothing links those.
  for (const [key, { variants }] of described) {
    if (variants.length > 0) fs.rmSync(path.join(outDir, key.slice(key.indexOf(':') + 1)), { force: true });
  }
  return written;
}
