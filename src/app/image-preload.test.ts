import { describe, expect, it } from 'vitest';
import { responsiveImage } from '../../test/support/responsive-image.ts';
import type { ResponsiveImage } from '../lib/responsive-image.ts';
import { imagePreload } from './image-preload.ts';

describe('imagePreload', () => {
  it('preloads the candidates of the first <source> a <picture> offers: its srcset, the sizes and its type', () => {
    const image = responsiveImage('me', [128, 256, 640], 256, '(max-width: 600px) 100px, 300px');
    expect(imagePreload(image)).toEqual({ srcset: image.sources[0]?.srcset, sizes: '(max-width: 600px) 100px, 300px', type: 'image/avif' });
  });

  it('preloads an image without variants (an SVG) by its one file, and a bare path as it is', () => {
    expect(imagePreload({ src: '/images/shot.svg', width: 1200, height: 750, sources: [] })).toEqual({ href: '/images/shot.svg' });
    expect(imagePreload('/images/shot.svg')).toEqual({ href: '/images/shot.svg' });
  });

  it('takes the <img>’s own srcset and sizes when there is no <source>', () => {
    const image: ResponsiveImage = { src: '/a-2.png', width: 2, height: 2, sources: [], srcset: '/a-1.png 1w, /a-2.png 2w', sizes: '1px' };
    expect(imagePreload(image)).toEqual({ srcset: '/a-1.png 1w, /a-2.png 2w', sizes: '1px' });
  });
});
