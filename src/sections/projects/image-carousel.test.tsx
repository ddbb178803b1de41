// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ImageCarousel } from './image-carousel';

afterEach(cleanup);

function Carousel({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0);
  return <ImageCarousel images={images} title="Demo" index={index} onIndexChange={setIndex} />;
}

const images = ['/a.svg', '/b.svg', '/c.svg'];
const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;
const shown = () => screen.getByRole('img').getAttribute('src');

describe('ImageCarousel', () => {
  it('wraps both ways with the previous and next buttons', () => {
    renderWithTheme(<Carousel images={images} />);
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(counter()).toBe('3 / 3');
    expect(shown()).toBe('/c.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter()).toBe('1 / 3');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Demo: screenshot 1 of 3');
  });

  it('jumps with the dots and marks the current one', () => {
    renderWithTheme(<Carousel images={images} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(counter()).toBe('3 / 3');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('follows the arrow keys', () => {
    renderWithTheme(<Carousel images={images} />);
    const group = screen.getByRole('group', { name: 'Demo screenshots' });
    act(() => void fireEvent.keyDown(group, { key: 'ArrowLeft' }));
    expect(counter()).toBe('3 / 3');
    act(() => void fireEvent.keyDown(group, { key: 'ArrowRight' }));
    expect(counter()).toBe('1 / 3');
  });

  it('has no controls for a single image, and says so when there is none', () => {
    renderWithTheme(<Carousel images={['/only.svg']} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(counter()).toBe('1 / 1');
    cleanup();
    renderWithTheme(<Carousel images={[]} />);
    expect(screen.getByText('No images available')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the placeholder once when an image fails', () => {
    renderWithTheme(<Carousel images={images} />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img.getAttribute('data-fallback')).toBe('true');
    const placeholder = img.getAttribute('src');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(placeholder);
  });
});
