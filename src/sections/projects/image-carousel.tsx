/**
 * The project dialog's screenshots (docs/product-spec.md §2, §4): a carousel of the project's images that falls
 * back to a placeholder for a broken one, warms the cache for the neighbours, and says so when a
 * project has no images.
 */
import { useEffect } from 'react';
import styled from 'styled-components';
import { Carousel } from '../../components/carousel.tsx';
import { FallbackImage } from '../../components/fallback-image.tsx';
import { useDictionary } from '../../i18n/page-language.tsx';
import type { ResponsiveImage } from '../../lib/responsive-image.ts';
import { nextIndex, previousIndex } from '../../lib/wrap-index.ts';

interface ImageCarouselProps {
  /** The images in order: paths, or their responsive variants. */
  images: readonly (string | ResponsiveImage)[];
  /** The project's title, for the carousel's name and the images' alt text. */
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
}

export function ImageCarousel({ images, title, index, onIndexChange }: ImageCarouselProps) {
  const count = images.length;
  const t = useDictionary();
  // Warm the cache for the neighbours, so next and previous show at once.
  useEffect(() => {
    for (const i of [nextIndex(index, count), previousIndex(index, count)]) {
      const image = images[i];
      if (typeof image === 'string') new Image().src = image;
      else if (image) {
        // The browser picks the same candidate as the <img> it will show.
        const warm = new Image();
        if (image.sizes) warm.sizes = image.sizes;
        warm.srcset = image.sources[0]?.srcset ?? image.srcset ?? '';
        warm.src = image.src;
      }
    }
  }, [images, index, count]);

  if (count === 0) return <Empty>{t.projects.noImages}</Empty>;
  return (
    <Carousel label={t.carousel.label(title)} labels={t.carousel} count={count} index={index} onIndexChange={onIndexChange}>
      {(i) => <FallbackImage key={i} image={images[i] ?? ''} alt={t.carousel.imageAlt(title, i + 1, count)} decoding="async" />}
    </Carousel>
  );
}

const Empty = styled.p`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgAlt};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;
