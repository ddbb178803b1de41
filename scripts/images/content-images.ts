/**
 * Every raster image the content shows, in every slot it appears in: the portrait
 * (profile.photo), each project's cover (its first image), every project image in the dialog,
 * and the pictures of the cards of the owner's sections.
 * Described once per command (scripts/site/load-site.ts) for the markup; encoded by the images
 * output (scripts/outputs/images.ts) in the build and in the dev server alike.
 */
import path from 'node:path';
import type { Content, DeepReadonly } from '../../src/content/types.ts';
import { imageKey } from '../../src/lib/responsive-image.ts';
import { cacheDir } from '../paths.ts';
import { describeImage, ImageDecodeError, type DescribedImage, type ImageStepOptions } from './build-image.ts';
import { IMAGE_SLOTS, type SlotName } from './image-slots.ts';

export interface ImageRef {
  slot: SlotName;
  src: string;
  /** Where the content names it: the file (`projects`) and the field's JSON pointer. */
  name: string;
  pointer: string;
  /** Where it is written, for an image outside the YAML files (a post's): its file and position. */
  located?: { file: string; at: { line: number; col: number } };
}

export function contentImageRefs(content: Pick<DeepReadonly<Content>, 'profile' | 'projects' | 'customSections'>): ImageRef[] {
  const refs: ImageRef[] = [];
  if (content.profile.photo) refs.push({ slot: 'portrait', src: content.profile.photo, name: 'profile', pointer: '/photo' });
  content.projects.projects.forEach((project, i) => {
    const [cover] = project.images;
    if (cover) refs.push({ slot: 'cover', src: cover, name: 'projects', pointer: `/projects/${i}/images/0` });
    project.images.forEach((src, j) => refs.push({ slot: 'carousel', src, name: 'projects', pointer: `/projects/${i}/images/${j}` }));
  });
  // A card of the owner's sections shows its picture as a project card shows its cover.
  for (const [id, section] of Object.entries(content.customSections ?? {})) {
    if (section?.kind !== 'cards') continue;
    section.entries.forEach((entry, i) => {
      if (entry.image) refs.push({ slot: 'cover', src: entry.image, name: `sections/${id}`, pointer: `/entries/${i}/image` });
    });
  }
  return refs;
}

/** An image whose header was fine but whose data sharp could not decode. */
export interface UndecodableImage {
  ref: ImageRef;
  reason: string;
}

/** Each image by `slot:src`, described for its slot. */
export type DescribedImages = ReadonlyMap<string, DescribedImage & { slot: SlotName }>;

export async function describeContentImages(
  publicDir: string,
  refs: readonly ImageRef[],
  options: ImageStepOptions,
): Promise<{ images: DescribedImages; undecodable: UndecodableImage[] }> {
  const described = new Map<string, DescribedImage & { slot: SlotName }>();
  const undecodable: UndecodableImage[] = [];
  for (const ref of refs) {
    const key = imageKey(ref.slot, ref.src);
    if (described.has(key) || undecodable.some((u) => u.ref.src === ref.src)) continue;
    try {
      described.set(key, { ...(await describeImage(publicDir, ref.src, IMAGE_SLOTS[ref.slot], options)), slot: ref.slot });
    } catch (error) {
      if (!(error instanceof ImageDecodeError)) throw error;
      undecodable.push({ ref, reason: error.message });
    }
  }
  return { images: described, undecodable };
}

/** The cache folder the build and the dev server share: variants are encoded once per source and setting. */
export function imageCacheDir(): string {
  return path.join(cacheDir, 'images');
}

export const IMAGE_PUBLIC_PATH = '/assets/';
