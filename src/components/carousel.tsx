/**
 * A carousel of slides shown one at a time (WAI-ARIA carousel pattern:
 * https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): previous and next buttons that wrap at
 * both ends, one dot per slide (the current one marked `aria-current`), an "i / n" counter
 * announced politely, and ←/→ while focus is inside. With one slide there are no controls.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { counterLabel } from '../lib/carousel.ts';
import { nextIndex, previousIndex } from '../lib/wrap-index.ts';
import { IconButton } from './button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icon.tsx';

export interface CarouselLabels {
  /** What a screen reader calls the group ("carousel"). */
  roleDescription: string;
  /** The previous button's name. */
  previous: string;
  /** The next button's name. */
  next: string;
  /** The name of the dot that shows slide `number` (counted from 1) of `count`. */
  show: (number: number, count: number) => string;
}

interface CarouselProps {
  /** The carousel's accessible name, e.g. "GymFlow screenshots". */
  label: string;
  /** How many slides there are (at least one). */
  count: number;
  /** The slide shown (0-based). */
  index: number;
  /** Called with the slide to show. */
  onIndexChange: (index: number) => void;
  /** Draws a slide. */
  children: (index: number) => ReactNode;
  /** The controls' names, in the page's language. */
  labels: CarouselLabels;
}

export function Carousel({ label, count, index, onIndexChange, children, labels }: CarouselProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') onIndexChange(nextIndex(index, count));
    else if (event.key === 'ArrowLeft') onIndexChange(previousIndex(index, count));
    else return;
    event.preventDefault();
  };
  const several = count > 1;
  return (
    <Region role="group" aria-roledescription={labels.roleDescription} aria-label={label} onKeyDown={onKeyDown}>
      <Stage>
        {children(index)}
        {several ? (
          <>
            <Arrow $variant="secondary" data-side="left" aria-label={labels.previous} onClick={() => onIndexChange(previousIndex(index, count))}>
              <ChevronLeftIcon />
            </Arrow>
            <Arrow $variant="secondary" data-side="right" aria-label={labels.next} onClick={() => onIndexChange(nextIndex(index, count))}>
              <ChevronRightIcon />
            </Arrow>
          </>
        ) : null}
        <Counter aria-live="polite">{counterLabel(index, count)}</Counter>
      </Stage>
      {several ? (
        <Dots>
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              <Dot
                type="button"
                aria-label={labels.show(i + 1, count)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onIndexChange(i)}
              />
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

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Arrow = styled(IconButton)`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space.sm};
  transform: translateY(-50%);
  box-shadow: ${({ theme }) => theme.shadows.md};
  &[data-side='right'] {
    left: auto;
    right: ${({ theme }) => theme.space.sm};
  }
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

const Dot = styled.button`
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
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.control};
    transition: width ${({ theme }) => theme.motion.fast};
  }
  &[aria-current='true']::after {
    width: 1.25rem;
    background: ${({ theme }) => theme.colors.accent};
  }
`;
