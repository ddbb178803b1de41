/**
 * An image that falls back once to a bundled placeholder when it fails to load (404, decode
 * error); if the placeholder fails too it stops there, showing the alt text, never looping.
 * Given a responsive image (lib/responsive-image.ts) it renders a <picture>: modern formats first,
 * its intrinsic size (no layout shift) and a gradient preview painted until the pixels arrive.
 */
import { useState, type ImgHTMLAttributes } from 'react';
import placeholder from '../assets/project-placeholder.svg';
import type { ResponsiveImage } from '../lib/responsive-image.ts';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> & {
  /** The image to show: a path, or its responsive variants; replaced by the placeholder if it cannot be loaded. */
  image: string | ResponsiveImage;
  /** Required: every image says what it shows. */
  alt: string;
};

export function FallbackImage({ image, onError, style, ...props }: FallbackImageProps) {
  const responsive: ResponsiveImage = typeof image === 'string' ? { src: image, width: 1200, height: 750, sources: [] } : image;
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const broken = failed === responsive.src;
  const img = (
    <img
      {...props}
      src={broken ? placeholder : responsive.src}
      srcSet={broken ? undefined : responsive.srcset}
      sizes={broken ? undefined : responsive.sizes}
      width={responsive.width}
      height={responsive.height}
      style={responsive.placeholder && !broken ? { ...style, background: responsive.placeholder } : style}
      data-fallback={broken ? 'true' : undefined}
      onError={(event) => {
        if (!broken) setFailed(responsive.src);
        onError?.(event);
      }}
    />
  );
  if (broken || responsive.sources.length === 0) return img;
  return (
    <picture>
      {responsive.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={responsive.sizes} />
      ))}
      {img}
    </picture>
  );
}
