/**
 * Lifts its content off the card with a soft shadow drawn by soft-shadow.ts (not CSS
 * box-shadow, which is slow to rasterise): the shadow image sits behind, lowered by `drop`.
 */
import type { ReactElement, ReactNode } from 'react';
import type { Shadow } from './soft-shadow.ts';

export interface RaisedProps {
  shadow: Shadow;
  /** Size of the content the shadow was drawn for. */
  width: number;
  height: number;
  /** How far below the content the shadow falls. */
  drop: number;
  children: ReactNode;
}

export function Raised({ shadow, width, height, drop, children }: RaisedProps): ReactElement {
  const size = { width: width + 2 * shadow.bleed, height: height + 2 * shadow.bleed };
  return (
    <div style={{ display: 'flex', position: 'relative', width, height }}>
      <img src={shadow.uri} {...size} style={{ position: 'absolute', left: -shadow.bleed, top: drop - shadow.bleed }} />
      {/* Positioned too, so that it paints above the shadow (positioned boxes paint in source order, after the rest). */}
      <div style={{ display: 'flex', position: 'relative' }}>{children}</div>
    </div>
  );
}
