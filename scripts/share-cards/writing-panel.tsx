/**
 * What a post's card shows where a cover would be when the post has none: a page of writing, a
 * sheet of the surface colour with a heading, a picture and lines of text drawn as bars, laid
 * slightly askew on a second sheet, over the accent gradient and rings of a project's panel.
 */
import type { CSSProperties, ReactElement } from 'react';
import type { CardTheme } from './card-theme.ts';
import { Raised } from './raised.tsx';
import { softShadow, type Shadow } from './soft-shadow.ts';

/** The sheet's size and corner radius. */
export const SHEET = { width: 272, height: 352, radius: 20 } as const;

/** The sheet's shadow, in the theme's shadow colour (made once a shape and colour). */
export function sheetShadow(theme: CardTheme): Promise<Shadow> {
  return softShadow({ ...SHEET, blur: 48, color: theme.colors.shadow });
}

/** Decorative rings, as (diameter, left, top) inside the panel, as on a project's card. */
const RINGS: [number, number, number][] = [
  [460, 230, -250],
  [300, 300, -150],
  [380, -190, 330],
];

/** The lines of text on the sheet, as fractions of its width: a paragraph's ragged right edge. */
const LINES = [1, 0.92, 0.97, 0.64];

export interface WritingPanelProps {
  width: number;
  height: number;
  theme: CardTheme;
  shadow: Shadow;
}

export function WritingPanel({ width, height, theme, shadow }: WritingPanelProps): ReactElement {
  const styles = writingPanelStyles(theme);
  const inner = SHEET.width - 2 * 30;
  return (
    <div style={{ ...styles.panel, width, height }}>
      {RINGS.map(([size, left, top]) => (
        <div key={`${left},${top}`} style={{ ...styles.ring, width: size, height: size, left, top }} />
      ))}
      <div style={{ ...styles.sheet, ...styles.under }} />
      <div style={{ display: 'flex', transform: 'rotate(-4deg)' }}>
        <Raised shadow={shadow} width={SHEET.width} height={SHEET.height} drop={16}>
          <div style={styles.sheet}>
            <div style={{ ...styles.bar, width: 76, height: 10, backgroundColor: theme.colors['accent-soft'] }} />
            <div style={{ ...styles.bar, width: inner, height: 18, marginTop: 18, backgroundColor: theme.colors.text }} />
            <div style={{ ...styles.bar, width: inner * 0.62, height: 18, marginTop: 10, backgroundColor: theme.colors.text }} />
            <div style={styles.picture} />
            {LINES.map((share, index) => (
              <div key={index} style={{ ...styles.bar, ...styles.line, width: Math.round(inner * share) }} />
            ))}
          </div>
        </Raised>
      </div>
    </div>
  );
}

function writingPanelStyles({ colors }: CardTheme) {
  return {
    panel: {
      display: 'flex',
      position: 'relative',
      overflow: 'hidden',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 32,
      backgroundImage: `linear-gradient(135deg, ${colors.accent} 0%, ${colors['accent-strong']} 100%)`,
    },
    ring: { position: 'absolute', borderRadius: '50%', border: `2px solid ${colors['accent-text']}`, opacity: 0.14 },
    sheet: {
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      width: SHEET.width,
      height: SHEET.height,
      padding: 30,
      borderRadius: SHEET.radius,
      backgroundColor: colors.surface,
    },
    // The sheet beneath, turned the other way: only its edge shows.
    under: { position: 'absolute', transform: 'rotate(5deg) translate(18px, 6px)', opacity: 0.45 },
    bar: { display: 'flex', borderRadius: 999 },
    picture: { display: 'flex', height: 96, marginTop: 22, marginBottom: 12, borderRadius: 12, backgroundColor: colors['accent-soft'] },
    line: { height: 10, marginTop: 12, backgroundColor: colors.border },
  } satisfies Record<string, CSSProperties>;
}
