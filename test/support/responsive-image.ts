/** A responsive image as the build describes one (scripts/images/build-image.ts), for tests that need an image without encoding it. */
import type { ResponsiveImage } from '../../src/lib/responsive-image.ts';

/** AVIF, WebP and a JPEG fallback at each width, the fallback `src` at `fallbackWidth`. */
export function responsiveImage(stem: string, widths: readonly number[], fallbackWidth: number, sizes: string): ResponsiveImage {
  const srcset = (extension: string) => widths.map((w) => `/images/${stem}-${w}.${extension} ${w}w`).join(', ');
  return {
    src: `/images/${stem}-${fallbackWidth}.jpg`,
    width: widths.at(-1) ?? fallbackWidth,
    height: widths.at(-1) ?? fallbackWidth,
    sources: [
      { type: 'image/avif', srcset: srcset('avif') },
      { type: 'image/webp', srcset: srcset('webp') },
    ],
    srcset: srcset('jpg'),
    sizes,
    placeholder: 'linear-gradient(#123, #456)',
  };
}
