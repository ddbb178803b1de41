/**
 * Every raster image the content shows, in every slot it appears in: the portrait
 * (profile.photo), each project's cover (its first image) and every project image in the dialog.
 * Described once per command (scripts/site/load-site.ts) for the markup; encoded by the images
 * output (scripts/outputs/images.ts) in the build and in the dev server alike.
 */
import path from 'node:path';
import type { Content, DeepReadonly } from '../../src/content/types.ts';
import { imageKey } from '../../src/lib/responsive-image.ts';
import { cacheDir } from '../paths.ts';
import { describeImage, type DescribedImage, type ImageStepOptions } from './build-image.ts';
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

/** Each image by `slot:src`, described for its slot. */
export type DescribedImages = ReadonlyMap<string, DescribedImage & { slot: SlotName }>;

export async function describeContentImages(publicDir: string, refs: readonly ImageRef[], options: ImageStepOptions): Promise<DescribedImages> {
  const described = new Map<string, DescribedImage & { slot: SlotName }>();
  for (const { slot, src } of refs) {
    const key = imageKey(slot, src);
    if (!described.has(key)) described.set(key, { ...(await describeImage(publicDir, src, IMAGE_SLOTS[slot], options)), slot });
  }
  return described;
}

/** The cache folder the build and the dev server share: variants are encoded once per source and setting. */
export function imageCacheDir(): string {
  return path.join(cacheDir, 'images');
}

export const IMAGE_PUBLIC_PATH = '/assets/';
