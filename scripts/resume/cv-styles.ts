/**
 * The CV's typography and layout for react-pdf: A4, one column (it reads in order and survives
 * applicant-tracking systems), one family for the text and one for the name and headings, a single
 * accent colour (the owner's look's, see cv-theme.ts), sizes in points. `density` scales the type
 * and the vertical space down a little, so a long CV (French runs a fifth longer than English)
 * still fits on two pages: render-cv-pdf.ts tries the next density when it does not.
 */
import { createContext, useContext } from 'react';
import { StyleSheet } from '@react-pdf/renderer';
import { CV_FONT } from './cv-fonts.ts';

const cvColors = {
  ink: '#1a1d23',
  muted: '#5a6270',
  rule: '#d5dbe4',
} as const;

/** What the CV takes from the owner's look: its accent, and the font-family of text and headings (a list ends in Source Sans 3). */
export interface CvTheme {
  accent: string;
  fonts: { text: string | string[]; heading: string | string[] };
}

/** The CV of a site without a theme: its own blue, Source Sans 3 throughout. */
export const DEFAULT_CV_THEME: CvTheme = { accent: '#1f4fa3', fonts: { text: CV_FONT, heading: CV_FONT } };

/** From roomy to compact: the first at which the CV fits on two pages is used. */
export const CV_DENSITIES = [1, 0.95, 0.9, 0.85] as const;
/**
 * Body leading, a multiple of the font size. react-pdf 4.9 resolves it against the fontSize of the
 * same style (18 when there is none), so every style with a lineHeight also sets its fontSize.
 */
const LINE = 1.35;

function createCvStyles(density: number, { accent, fonts }: CvTheme) {
  const size = (points: number) => Math.round(points * density * 100) / 100;
  const BODY = size(9.5);
  const colors = { ...cvColors, accent };
  return StyleSheet.create({
    // No lineHeight on the page: inherited by the fixed footer, it stops react-pdf 4.9 from drawing it.
    page: { fontFamily: fonts.text, fontSize: BODY, color: colors.ink, paddingTop: size(32), paddingBottom: size(40), paddingHorizontal: 44 },
    header: { flexDirection: 'row', alignItems: 'center', marginBottom: size(10) },
    headerText: { flexGrow: 1, flexShrink: 1 },
    name: { fontFamily: fonts.heading, fontSize: size(24), fontWeight: 700, lineHeight: 1.1, letterSpacing: -0.3 },
    headline: { fontSize: size(12), fontWeight: 700, color: colors.accent, marginTop: size(3) },
    contact: { flexDirection: 'row', flexWrap: 'wrap', marginTop: size(6), fontSize: size(8.5), color: colors.muted },
    contactItem: { marginRight: 9 },
    link: { color: colors.accent, textDecoration: 'none' },
    photo: { width: size(64), height: size(64), borderRadius: size(32), marginLeft: 16, objectFit: 'cover' },
    section: { marginTop: size(6) },
    sectionTitle: {
      fontFamily: fonts.heading,
      fontSize: size(11),
      fontWeight: 700,
      color: colors.accent,
      borderBottomWidth: 0.75,
      borderBottomColor: colors.rule,
      paddingBottom: size(2),
      marginBottom: size(5),
    },
    paragraph: { fontSize: BODY, lineHeight: LINE, marginBottom: size(1) },
    entry: { marginBottom: size(5) },
    entryHead: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' },
    entryTitle: { fontSize: size(10.5), fontWeight: 700, flexShrink: 1 },
    entryDate: { fontSize: size(9), color: colors.muted, marginLeft: 8 },
    entryMeta: { lineHeight: LINE, fontSize: size(9), color: colors.muted, marginBottom: size(2) },
    strong: { fontWeight: 700, color: colors.ink },
    bullet: { flexDirection: 'row', marginBottom: size(1) },
    bulletMark: { fontSize: BODY, lineHeight: LINE, width: size(9), color: colors.accent },
    bulletText: { fontSize: BODY, lineHeight: LINE, flexGrow: 1, flexShrink: 1 },
    tags: { lineHeight: LINE, fontSize: size(8.5), color: colors.muted, marginTop: size(1) },
    projectLinks: { flexDirection: 'row', flexShrink: 0, marginLeft: 8, fontSize: size(8.5), color: colors.muted },
    projectLink: { marginLeft: 8 },
    skillRow: { flexDirection: 'row', marginBottom: size(2) },
    skillTitle: { fontSize: BODY, lineHeight: LINE, width: size(175), paddingRight: 8, fontWeight: 700 },
    skillList: { fontSize: BODY, lineHeight: LINE, flexGrow: 1, flexShrink: 1 },
    footer: {
      position: 'absolute',
      bottom: size(20),
      left: 44,
      right: 44,
      flexDirection: 'row',
      justifyContent: 'space-between',
      fontSize: size(8),
      color: colors.muted,
    },
  });
}

export type CvStyles = ReturnType<typeof createCvStyles>;

const made = new Map<string, CvStyles>();

/** The CV's styles at a density (1: the designed size), in a theme. */
export function cvStyles(density = 1, theme: CvTheme = DEFAULT_CV_THEME): CvStyles {
  const key = JSON.stringify([density, theme]);
  let styles = made.get(key);
  if (!styles) made.set(key, (styles = createCvStyles(density, theme)));
  return styles;
}

const CvStylesContext = createContext<CvStyles>(cvStyles());

/** Gives a CV document its density's styles. */
export const CvStylesProvider = CvStylesContext.Provider;

/** The styles of the CV being rendered. */
export function useCvStyles(): CvStyles {
  return useContext(CvStylesContext);
}
