/**
 * An image that falls back once to a bundled placeholder when it fails to load (404, decode
 * error); if the placeholder fails too it stops there, showing the alt text, never looping.
 */
import { useState, type ImgHTMLAttributes } from 'react';
import placeholder from '../assets/project-placeholder.svg';

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** The image to show; replaced by the placeholder if it cannot be loaded. */
  src: string;
  /** Required: every image says what it shows. */
  alt: string;
};

export function FallbackImage({ src, onError, ...props }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const showing = failed === src ? placeholder : src;
  return (
    <img
      {...props}
      src={showing}
      data-fallback={showing === placeholder ? 'true' : undefined}
      onError={(event) => {
        if (failed !== src) setFailed(src);
        onError?.(event);
      }}
    />
  );
}
