/** The content's image variants in `npm run dev`, made (and cached) as the build makes them. */
import { checkContent, contentPaths } from '../content/check-content.ts';
import type { GeneratedFiles } from './dev-generated-files.ts';

export function devImages(root: string): GeneratedFiles {
  return {
    name: 'dev-images',
    types: { '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' },
    generate: async (outDir) => {
      const { content, report } = checkContent(contentPaths(root));
      if (!content) throw new Error(`The images are listed in content/, which has problems to fix first:\n${report}`);
      // Loaded on the first request: sharp is needed only when the content has photos.
      const { buildContentImages } = await import('../images/content-images.ts');
      return (await buildContentImages(root, content, outDir)).map((url) => url.slice(1));
    },
  };
}
