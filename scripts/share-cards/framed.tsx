/**
 * A picture framed like a print or a screenshot: on a mat of the surface colour, with a thin
 * border and round corners, raised off the card by a soft shadow. A project's cover and a post's
 * are shown so, and read as a set.
 */
import type { ReactElement } from 'react';
import type { CardTheme } from './card-theme.ts';
import { Raised } from './raised.tsx';
import { softShadow, type Shadow } from './soft-shadow.ts';

export interface Frame {
  /** The frame's outer size and corner radius. */
  width: number;
  height: number;
  radius: number;
  /** The mat around the picture. */
  mat: number;
}

/** The picture's own size inside `frame`: what to crop the image to. */
export function pictureSize({ width, height, mat }: Frame): { width: number; height: number } {
  return { width: width - 2 * mat, height: height - 2 * mat };
}

/** The shadow under `frame`, in the theme's shadow colour. */
export function frameShadow({ width, height, radius }: Frame, theme: CardTheme): Promise<Shadow> {
  return softShadow({ width, height, radius, blur: 60, color: theme.colors.shadow });
}

export interface FramedProps {
  frame: Frame;
  /** The picture, cropped to pictureSize(frame), as a data URI. */
  uri: string;
  shadow: Shadow;
  theme: CardTheme;
}

export function Framed({ frame, uri, shadow, theme }: FramedProps): ReactElement {
  const { width, height, radius, mat } = frame;
  const picture = pictureSize(frame);
  const style = {
    display: 'flex',
    boxSizing: 'border-box',
    width,
    height,
    // The border takes a pixel of the mat.
    padding: mat - 1,
    borderRadius: radius,
    backgroundColor: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
  } as const;
  return (
    <Raised shadow={shadow} width={width} height={height} drop={20}>
      <div style={style}>
        <img src={uri} width={picture.width} height={picture.height} style={{ borderRadius: radius - mat }} />
      </div>
    </Raised>
  );
}
