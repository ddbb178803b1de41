/**
 * A post's share card: its date (and reading time), title, summary and tags on a plain panel on
 * the left, signed with the site's mark; on the right its cover, framed like a project's, or
 * without one a page of writing on the accent gradient (writing-panel.tsx). A post is read for its
 * words, so they take more of the card than a project's do.
 */
import type { CSSProperties, ReactElement } from 'react';
import type { ResolvedPost } from '../../src/content/types.ts';
import { CARD_SIZE, clamp, MARGIN, pillLabel, splitCard, SPLIT_GAP, svgDataUri } from './card-style.ts';
import { defaultCardTheme, type CardTheme } from './card-theme.ts';
import { fitText, keepWordsWhole } from './fit-text.ts';
import { Framed, frameShadow, pictureSize, type Frame } from './framed.tsx';
import { imageDataUri } from './image-data-uri.ts';
import { cardDateLine, TAG_ROOM, tagsThatFit, type TagRow } from './post-meta.ts';
import { Signature } from './signature.tsx';
import type { Shadow } from './soft-shadow.ts';
import { sheetShadow, WritingPanel } from './writing-panel.tsx';

export interface PostCardInput extends Pick<ResolvedPost, 'title' | 'summary' | 'date'> {
  /** The card's language: the date's and the reading time's words. */
  language: string;
  /** The tags' labels. */
  tags: readonly string[];
  /** Minutes to read it, shown after the date. */
  readingMinutes?: number;
  /** Path of the cover image (PNG, JPEG, WebP, AVIF, GIF, TIFF or SVG); none → a page of writing on the accent gradient. */
  cover?: string;
  /** Who signs the card, e.g. "Sam Rivera". */
  signature: string;
  /** The favicon's SVG text, shown as the site's mark beside the signature. */
  logoSvg?: string;
}

const GAP = SPLIT_GAP;
const TEXT_WIDTH = 560;
/** What is left on the right for the cover (or the panel), inside the card's margins. */
const VISUAL = { width: CARD_SIZE.width - 2 * MARGIN - TEXT_WIDTH - GAP, height: CARD_SIZE.height - 2 * (MARGIN - 8) };
/** The cover's frame: a 4:3 picture (a photo's usual shape, cropped to its subject) on its mat. */
const MAT = 8;
const FRAME: Frame = { width: VISUAL.width, height: Math.round(((VISUAL.width - 2 * MAT) * 3) / 4) + 2 * MAT, radius: 24, mat: MAT };
const PICTURE = pictureSize(FRAME);
/** The title's box: it leaves the date, the summary, the tags and the signature their room. */
const TITLE_HEIGHT = 200;
const TITLE_LINE_HEIGHT = 1.06;
const TAG_ROW: TagRow = { fontSize: 22, charWidth: 0.6, padding: 2 * 16 + 2 * 2, gap: 10, width: TEXT_WIDTH };

/** Where the cover lands on the card, in pixels (for tests). */
export const COVER_REGION = {
  left: MARGIN + TEXT_WIDTH + GAP + MAT,
  top: Math.round((CARD_SIZE.height - FRAME.height) / 2) + MAT,
  ...PICTURE,
} as const;

/** Loads the cover (if any) and returns the card in `theme`, ready for renderCard. */
export async function postCard(input: PostCardInput, theme: CardTheme = defaultCardTheme()): Promise<ReactElement> {
  const { cover, ...rest } = input;
  if (!cover) return <PostCard {...rest} theme={theme} sheetShadow={await sheetShadow(theme)} />;
  const [uri, shadow] = await Promise.all([imageDataUri(cover, { ...PICTURE, position: 'attention' }), frameShadow(FRAME, theme)]);
  return <PostCard {...rest} theme={theme} cover={{ uri, shadow }} />;
}

export interface PostCardProps extends Omit<PostCardInput, 'cover'> {
  theme: CardTheme;
  /** The cover, loaded: its data URI and its frame's shadow. */
  cover?: { uri: string; shadow: Shadow };
  /** Without a cover, the shadow of the panel's sheet. */
  sheetShadow?: Shadow;
}

export function PostCard(props: PostCardProps): ReactElement {
  const { theme } = props;
  const styles = postCardStyles(theme);
  const title = fitText(props.title, {
    sizes: [64, 58, 52, 46, 42, 38],
    width: TEXT_WIDTH,
    maxLines: 4,
    charWidth: 0.56 * theme.widths.heading,
    height: { max: TITLE_HEIGHT, lineHeight: TITLE_LINE_HEIGHT },
  });
  // A title of three lines or more leaves room for two of summary.
  const summaryLines = title.lines >= 3 ? 2 : 3;
  const tags = tagsThatFit(props.tags, { ...TAG_ROW, charWidth: TAG_ROW.charWidth * theme.widths.text });
  return (
    <div style={styles.card}>
      <div style={styles.text}>
        <div style={{ display: 'flex' }}>
          <div style={styles.date}>{cardDateLine(props.date, props.language, props.readingMinutes)}</div>
        </div>
        <div style={styles.main}>
          <div style={{ ...styles.title, fontSize: title.fontSize, letterSpacing: -0.025 * title.fontSize }}>{keepWordsWhole(props.title)}</div>
          <div style={{ ...styles.summary, ...clamp(summaryLines) }}>{props.summary}</div>
          {tags.shown.length + tags.more > 0 && (
            <div style={styles.tags}>
              {tags.shown.map((tag) => (
                <div key={tag} style={styles.tag}>
                  <div style={clamp(1)}>{tag}</div>
                </div>
              ))}
              {tags.more > 0 && <div style={styles.tag}>{`+${tags.more}`}</div>}
            </div>
          )}
        </div>
        <Signature label={props.signature} logoUri={props.logoSvg ? svgDataUri(props.logoSvg) : undefined} theme={theme} />
      </div>
      {props.cover ? (
        <div style={styles.visual}>
          <Framed frame={FRAME} {...props.cover} theme={theme} />
        </div>
      ) : (
        props.sheetShadow && <WritingPanel {...VISUAL} theme={theme} shadow={props.sheetShadow} />
      )}
    </div>
  );
}

function postCardStyles(theme: CardTheme) {
  const { colors, fonts } = theme;
  return {
    ...splitCard(theme, 80, TEXT_WIDTH),
    date: pillLabel(theme, 22),
    main: { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' },
    title: { fontFamily: fonts.heading, fontWeight: 800, lineHeight: TITLE_LINE_HEIGHT, ...clamp(4) },
    summary: { marginTop: 18, fontSize: 26, lineHeight: 1.35, color: colors.muted },
    tags: { display: 'flex', gap: TAG_ROW.gap, marginTop: 24, overflow: 'hidden' },
    tag: {
      display: 'flex',
      flexShrink: 0,
      boxSizing: 'border-box',
      maxWidth: TEXT_WIDTH - TAG_ROOM,
      padding: '5px 16px',
      borderRadius: 999,
      border: `2px solid ${colors.border}`,
      color: colors.muted,
      fontWeight: 600,
      fontSize: TAG_ROW.fontSize,
    },
    visual: { display: 'flex', alignItems: 'center', width: VISUAL.width },
  } satisfies Record<string, CSSProperties>;
}
