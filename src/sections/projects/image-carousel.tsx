/**
 * The dialog's image carousel (spec §2, §4): previous/next with wrap-around, one dot per image,
 * an "i / n" counter, and ←/→ keys. A project without images says so instead.
 */
import { useEffect, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../components/button';
import { FallbackImage } from '../../components/fallback-image';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icon';
import { counterLabel, nextIndex, previousIndex } from '../../lib/carousel';

interface ImageCarouselProps {
  images: readonly string[];
  /** The project's title, for the images' alt text. */
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
}

export function ImageCarousel({ images, title, index, onIndexChange }: ImageCarouselProps) {
  const count = images.length;
  // Warm the cache for the neighbours, so next/previous show at once.
  useEffect(() => {
    for (const i of [nextIndex(index, count), previousIndex(index, count)]) {
      if (images[i]) new Image().src = images[i];
    }
  }, [images, index, count]);

  if (count === 0) return <Empty>No images available</Empty>;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') onIndexChange(nextIndex(index, count));
    else if (event.key === 'ArrowLeft') onIndexChange(previousIndex(index, count));
    else return;
    event.preventDefault();
  };

  return (
    <Region role="group" aria-roledescription="carousel" aria-label={`${title} screenshots`} onKeyDown={onKeyDown}>
      <Stage>
        <FallbackImage key={images[index]} src={images[index]} alt={`${title}: screenshot ${index + 1} of ${count}`} width={1200} height={750} decoding="async" />
        {count > 1 ? (
          <>
            <Arrow $side="left" $variant="secondary" aria-label="Previous image" onClick={() => onIndexChange(previousIndex(index, count))}>
              <ChevronLeftIcon />
            </Arrow>
            <Arrow $side="right" $variant="secondary" aria-label="Next image" onClick={() => onIndexChange(nextIndex(index, count))}>
              <ChevronRightIcon />
            </Arrow>
          </>
        ) : null}
        <Counter aria-live="polite">{counterLabel(index, count)}</Counter>
      </Stage>
      {count > 1 ? (
        <Dots>
          {images.map((image, i) => (
            <li key={image}>
              <Dot type="button" aria-label={`Show image ${i + 1} of ${count}`} aria-current={i === index ? 'true' : undefined} $current={i === index} onClick={() => onIndexChange(i)} />
            </li>
          ))}
        </Dots>
      ) : null}
    </Region>
  );
}

const Region = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.accentSoft};

  img { width: 100%; height: 100%; object-fit: contain; }
`;

const Arrow = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space.sm};
  transform: translateY(-50%);
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Counter = styled.p`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const Dots = styled.ul`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
`;

const Dot = styled.button<{ $current: boolean }>`
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  padding: 0;
  cursor: pointer;
  background: transparent;
  display: grid;
  place-items: center;

  &::after {
    content: '';
    width: ${({ $current }) => ($current ? '1.25rem' : '0.6rem')};
    height: 0.6rem;
    border-radius: 999px;
    background: ${({ theme, $current }) => ($current ? theme.colors.accent : theme.colors.border)};
    transition: width ${({ theme }) => theme.motion.fast};
  }
`;

const Empty = styled.p`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgAlt};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;
