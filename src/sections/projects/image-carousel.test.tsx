// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { ImageCarousel } from './image-carousel.tsx';

afterEach(cleanup);

const noop = () => undefined;

describe('ImageCarousel', () => {
  it('names each screenshot by its project and place', () => {
    renderWithTheme(<ImageCarousel images={['/a.svg', '/b.svg']} title="Demo" index={1} onIndexChange={noop} />);
    expect(screen.getByRole('group', { name: 'Demo screenshots' })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Demo: screenshot 2 of 2');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/b.svg');
  });

  it('says so when there is no image', () => {
    renderWithTheme(<ImageCarousel images={[]} title="Demo" index={0} onIndexChange={noop} />);
    expect(screen.getByText('No images available')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('speaks the page’s language', () => {
    renderWithTheme(<ImageCarousel images={['/a.svg', '/b.svg']} title="Demo" index={0} onIndexChange={noop} />, 'fr');
    const group = screen.getByRole('group', { name: 'Captures d’écran de Demo' });
    expect(group.getAttribute('aria-roledescription')).toBe('carrousel');
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afficher l’image 2 sur 2' })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Demo\u00a0: capture d’écran 1 sur 2');
  });

  it('falls back to the placeholder once when an image fails', () => {
    renderWithTheme(<ImageCarousel images={['/a.svg']} title="Demo" index={0} onIndexChange={noop} />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img.getAttribute('data-fallback')).toBe('true');
    const placeholder = img.getAttribute('src');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(placeholder);
  });
});
