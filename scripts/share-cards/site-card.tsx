/**
 * The site's share card (public/og-image.png): "Hello, I'm", the owner's name, headline and
 * location in the colours a visitor first sees, as on the hero; a round portrait on the right when
 * there is a photo; the site's mark and address at the foot, so a shared link says where it leads.
 */
import type { CSSProperties, ReactElement } from 'react';
import type { Profile } from '../../src/content/types.ts';
import { CARD_SIZE, cardFrame, clamp, glow, MARGIN, svgDataUri } from './card-style.ts';
import { defaultCardTheme, type CardTheme } from './card-theme.ts';
import { fitText, keepWordsWhole } from './fit-text.ts';
import { imageDataUri } from './image-data-uri.ts';
import { Raised } from './raised.tsx';
import { Signature } from './signature.tsx';
import { softShadow, type Shadow } from './soft-shadow.ts';

export interface SiteCardInput extends Pick<Profile, 'name' | 'headline' | 'location'> {
  /** The small line above the name. */
  kicker?: string;
  /** Path of a photo of the owner (PNG, JPEG, WebP, AVIF, GIF, TIFF or SVG), shown as a circle. */
  portrait?: string;
  /** The site's address, shown at the foot without its scheme. */
  url?: string;
  /** The favicon's SVG text, shown as the site's mark beside the address. */
  logoSvg?: string;
}

const PORTRAIT = 340;
/** The white ring around the portrait. */
const RING = 10;
const PORTRAIT_BOX = PORTRAIT + 2 * RING;
const GAP = 64;
const TEXT_WIDTH = CARD_SIZE.width - 2 * MARGIN;

/** Loads the portrait (if any) and returns the card in `theme`, ready for renderCard. */
export async function siteCard(input: SiteCardInput, theme: CardTheme = defaultCardTheme()): Promise<ReactElement> {
  const { portrait, ...rest } = input;
  if (!portrait) return <SiteCard {...rest} theme={theme} />;
  const [uri, shadow] = await Promise.all([
    imageDataUri(portrait, { width: PORTRAIT, height: PORTRAIT, position: 'attention' }),
    softShadow({ width: PORTRAIT_BOX, height: PORTRAIT_BOX, radius: PORTRAIT_BOX / 2, blur: 48, color: theme.colors.shadow }),
  ]);
  return <SiteCard {...rest} theme={theme} portrait={{ uri, shadow }} />;
}

export interface SiteCardProps extends Omit<SiteCardInput, 'portrait'> {
  theme: CardTheme;
  /** The portrait, loaded: its data URI and its shadow. */
  portrait?: { uri: string; shadow: Shadow };
}

export function SiteCard(props: SiteCardProps): ReactElement {
  const { theme } = props;
  const styles = siteCardStyles(theme);
  const width = props.portrait ? TEXT_WIDTH - PORTRAIT_BOX - GAP : TEXT_WIDTH;
  const name = fitText(props.name, { sizes: [112, 100, 88, 76, 64, 56], width, maxLines: 1, charWidth: 0.56 * theme.widths.heading });
  const headline = fitText(props.headline, { sizes: [44, 40, 36, 32], width, maxLines: 2, charWidth: 0.52 * theme.widths.text });
  // The glow sits behind the portrait, or in the empty top-right corner when there is none.
  const background = props.portrait ? glow(theme, 82, 48) : glow(theme, 88, 22);
  return (
    <div style={{ ...styles.card, backgroundImage: background }}>
      <div style={styles.main}>
        <div style={{ ...styles.text, width }}>
          <div style={styles.kicker}>
            <div style={styles.dash} />
            {props.kicker ?? "Hello, I'm"}
          </div>
          <div style={{ ...styles.name, fontSize: name.fontSize, letterSpacing: -0.03 * name.fontSize }}>{keepWordsWhole(props.name)}</div>
          <div style={{ ...styles.headline, fontSize: headline.fontSize }}>{props.headline}</div>
          <div style={styles.location}>
            <PinIcon color={theme.colors.muted} />
            <div style={clamp(2)}>{props.location}</div>
          </div>
        </div>
        {props.portrait && <Portrait {...props.portrait} ring={styles.ring} />}
      </div>
      {props.url && <Signature label={displayUrl(props.url)} logoUri={props.logoSvg ? svgDataUri(props.logoSvg) : undefined} theme={theme} />}
    </div>
  );
}

/** "https://sam-rivera.example.com/" → "sam-rivera.example.com". */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function Portrait({ uri, shadow, ring }: { uri: string; shadow: Shadow; ring: CSSProperties }): ReactElement {
  return (
    <Raised shadow={shadow} width={PORTRAIT_BOX} height={PORTRAIT_BOX} drop={18}>
      <div style={ring}>
        <img src={uri} width={PORTRAIT} height={PORTRAIT} style={{ borderRadius: '50%' }} />
      </div>
    </Raised>
  );
}

function PinIcon({ color }: { color: string }): ReactElement {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      style={{ flexShrink: 0 }}
      fill="none"
      stroke={color}
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function siteCardStyles(theme: CardTheme) {
  const { colors, fonts } = theme;
  return {
    card: {
      ...cardFrame(theme),
      flexDirection: 'column',
      padding: `${MARGIN - 8}px ${MARGIN}px ${MARGIN - 16}px`,
    },
    main: { display: 'flex', flexGrow: 1, alignItems: 'center', gap: GAP },
    text: { display: 'flex', flexDirection: 'column' },
    kicker: { display: 'flex', alignItems: 'center', gap: 16, fontFamily: fonts.mono, fontWeight: 600, fontSize: 30, color: colors.highlight },
    dash: { width: 40, height: 4, borderRadius: 2, backgroundColor: colors.highlight },
    name: { marginTop: 18, fontFamily: fonts.heading, fontWeight: 800, lineHeight: 1.02, ...clamp(2) },
    headline: { marginTop: 26, fontWeight: 600, lineHeight: 1.2, color: colors.accent, ...clamp(2) },
    location: { display: 'flex', alignItems: 'center', gap: 10, marginTop: 26, fontSize: 28, color: colors.muted },
    ring: { display: 'flex', padding: RING, borderRadius: '50%', backgroundColor: colors.surface },
  } satisfies Record<string, CSSProperties>;
}
