/**
 * A project's share card: type and title on a plain panel on the left (so they stay readable
 * whatever the cover looks like), the cover framed like a screenshot on the right, running off
 * the edge; without a cover, a gradient panel carrying the title's initials takes its place.
 */
import type { CSSProperties, ReactElement } from 'react';
import type { Project } from '../../src/content/types.ts';
import { initials } from '../../src/lib/initials.ts';
import { CARD_SIZE, clamp, MARGIN, pillLabel, splitCard, SPLIT_GAP, svgDataUri } from './card-style.ts';
import { defaultCardTheme, type CardTheme } from './card-theme.ts';
import { fitText, keepWordsWhole } from './fit-text.ts';
import { imageDataUri } from './image-data-uri.ts';
import { Signature } from './signature.tsx';
import { Framed, frameShadow, pictureSize, type Frame } from './framed.tsx';
import type { Shadow } from './soft-shadow.ts';

export interface ProjectCardInput extends Pick<Project, 'title'> {
  /** The project's type, as the card's language names it. */
  type: string;
  /** Path of the cover image (PNG, JPEG, WebP, AVIF, GIF, TIFF or SVG); none → a gradient panel. */
  cover?: string;
  /** Who signs the card, e.g. "Sam Rivera · Portfolio". */
  signature: string;
  /** The favicon's SVG text, shown as the site's mark beside the signature. */
  logoSvg?: string;
}

const GAP = SPLIT_GAP;
const TEXT_WIDTH = 428;
/** What is left on the right for the cover (or the gradient panel), inside the card's margins. */
const VISUAL = { width: CARD_SIZE.width - 2 * MARGIN - TEXT_WIDTH - GAP, height: CARD_SIZE.height - 2 * (MARGIN - 8) };
/** The cover's frame: a white mat around a 16:10 picture, the shape of a laptop screenshot (other shapes are cropped to it). */
const MAT = 8;
const FRAME: Frame = { width: VISUAL.width, height: Math.round(((VISUAL.width - 2 * MAT) * 10) / 16) + 2 * MAT, radius: 24, mat: MAT };
const PICTURE = pictureSize(FRAME);

/** Where the cover lands on the card, in pixels (for tests and for anyone placing a badge on it). */
export const COVER_REGION = {
  left: MARGIN + TEXT_WIDTH + GAP + MAT,
  top: Math.round((CARD_SIZE.height - FRAME.height) / 2) + MAT,
  ...PICTURE,
} as const;

/** Loads the cover (if any) and returns the card in `theme`, ready for renderCard. */
export async function projectCard(input: ProjectCardInput, theme: CardTheme = defaultCardTheme()): Promise<ReactElement> {
  const { cover, ...rest } = input;
  if (!cover) return <ProjectCard {...rest} theme={theme} />;
  const [coverUri, shadow] = await Promise.all([imageDataUri(cover, { ...PICTURE, position: 'top' }), frameShadow(FRAME, theme)]);
  return <ProjectCard {...rest} theme={theme} cover={{ uri: coverUri, shadow }} />;
}

export interface ProjectCardProps extends Omit<ProjectCardInput, 'cover'> {
  theme: CardTheme;
  /** The cover, loaded: its data URI and its frame's shadow. */
  cover?: { uri: string; shadow: Shadow };
}

export function ProjectCard(props: ProjectCardProps): ReactElement {
  const { theme } = props;
  const styles = projectCardStyles(theme);
  const title = fitText(props.title, { sizes: [68, 60, 54, 48, 42], width: TEXT_WIDTH, maxLines: 4, charWidth: 0.56 * theme.widths.heading });
  return (
    <div style={styles.card}>
      <div style={styles.text}>
        <div style={{ display: 'flex' }}>
          <div style={styles.type}>{props.type}</div>
        </div>
        <div style={styles.titleBox}>
          <div style={{ ...styles.title, fontSize: title.fontSize, letterSpacing: -0.025 * title.fontSize }}>{keepWordsWhole(props.title)}</div>
        </div>
        <Signature label={props.signature} logoUri={props.logoSvg ? svgDataUri(props.logoSvg) : undefined} theme={theme} />
      </div>
      {props.cover ? (
        <div style={styles.visual}>
          <Framed frame={FRAME} {...props.cover} theme={theme} />
        </div>
      ) : (
        <MonogramPanel title={props.title} styles={styles} />
      )}
    </div>
  );
}

type Styles = ReturnType<typeof projectCardStyles>;

/** Decorative rings, as (diameter, left, top) inside the panel: they break up the flat gradient. */
const RINGS: [number, number, number][] = [
  [520, 300, -260],
  [340, 390, -170],
  [420, -200, 300],
];

function MonogramPanel({ title, styles }: { title: string; styles: Styles }): ReactElement {
  return (
    <div style={styles.monogramPanel}>
      {RINGS.map(([size, left, top]) => (
        <div key={`${left},${top}`} style={{ ...styles.ring, width: size, height: size, left, top }} />
      ))}
      <div style={styles.monogram}>{initials(title)}</div>
    </div>
  );
}

function projectCardStyles(theme: CardTheme) {
  const { colors, fonts } = theme;
  return {
    ...splitCard(theme, 76, TEXT_WIDTH),
    type: pillLabel(theme, 24),
    titleBox: { display: 'flex', flexGrow: 1, alignItems: 'center' },
    title: { fontFamily: fonts.heading, fontWeight: 800, lineHeight: 1.06, ...clamp(4) },
    visual: { display: 'flex', alignItems: 'center', width: VISUAL.width },
    monogramPanel: {
      display: 'flex',
      position: 'relative',
      overflow: 'hidden',
      width: VISUAL.width,
      height: VISUAL.height,
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 32,
      backgroundImage: `linear-gradient(135deg, ${colors.accent} 0%, ${colors['accent-strong']} 100%)`,
      color: colors['accent-text'],
    },
    ring: { position: 'absolute', borderRadius: '50%', border: `2px solid ${colors['accent-text']}`, opacity: 0.14 },
    monogram: { fontFamily: fonts.heading, fontSize: 200, fontWeight: 800, letterSpacing: -8 },
  } satisfies Record<string, CSSProperties>;
}
