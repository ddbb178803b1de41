/** Which of the site's responsive images the project islands get in their props: only the ones they show. */
import type { DeepReadonly, ResolvedProject } from '../../content/types.ts';
import { imageKey, pickImages, type ImageTable } from '../../lib/responsive-image.ts';

const dialogKeys = (project: DeepReadonly<ResolvedProject>) => project.images.map((src) => imageKey('carousel', src));

/** The project browser's: each project's cover, and every image as the dialog shows it. */
export function projectImages(projects: DeepReadonly<ResolvedProject[]>, images: ImageTable): ImageTable {
  return pickImages(images, [
    ...projects.flatMap((project) => project.images.slice(0, 1).map((src) => imageKey('cover', src))),
    ...projects.flatMap(dialogKeys),
  ]);
}

/** A project page's own dialog's: that project's images as the dialog shows them. */
export const dialogImages = (project: DeepReadonly<ResolvedProject>, images: ImageTable): ImageTable => pickImages(images, dialogKeys(project));
