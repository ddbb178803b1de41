/**
 * The CV's typography and layout for react-pdf: A4, one column (it reads in order and survives
 * applicant-tracking systems), one typeface, a single accent colour, sizes in points. `density`
 * scales the type and the vertical space down a little, so a long CV (French runs a fifth longer
 * than English) still fits on two pages: render-cv-pdf.ts tries the next density when it does not.
 */
import { createContext, useContext } from 'react';
import { StyleSheet } from '@react-pdf/renderer';
import { CV_FONT } from './cv-fonts.ts';

const cvColors = {
  ink: '#1a1d23',
  muted: '#5a6270',
  accent: '#1f4fa3',
  rule: '#d5dbe4',
} as const;

/** From roomy to compact: the first at which the CV fits on two pages is used. */
export const CV_DENSITIES = [1, 0.95, 0.9, 0.85] as const;
/**
 * Body leading, a multiple of the font size. react-pdf 4.9 resolves it against the fontSize of the
 * same style (18 when there is none), so every style with a lineHeight also sets its fontSize.
 */
const LINE = 1.35;

function createCvStyles(density: number) {
  const size = (points: number) => Math.round(points * density * 100) / 100;
  const BODY = size(9.5);
  return StyleSheet.create({
    // No lineHeight on the page: inherited by the fixed footer, it stops react-pdf 4.9 from drawing it.
    page: { fontFamily: CV_FONT, fontSize: BODY, color: cvColors.ink, paddingTop: size(32), paddingBottom: size(40), paddingHorizontal: 44 },
    header: { flexDirection: 'row', alignItems: 'center', marginBottom: size(10) },
    headerText: { flexGrow: 1, flexShrink: 1 },
    name: { fontSize: size(24), fontWeight: 700, lineHeight: 1.1, letterSpacing: -0.3 },
    headline: { fontSize: size(12), fontWeight: 700, color: cvColors.accent, marginTop: size(3) },
    contact: { flexDirection: 'row', flexWrap: 'wrap', marginTop: size(6), fontSize: size(8.5), color: cvColors.muted },
    contactItem: { marginRight: 9 },
    link: { color: cvColors.accent, textDecoration: 'none' },
    photo: { width: size(64), height: size(64), borderRadius: size(32), marginLeft: 16, objectFit: 'cover' },
    section: { marginTop: size(6) },
    sectionTitle: {
      fontSize: size(11),
      fontWeight: 700,
      color: cvColors.accent,
      borderBottomWidth: 0.75,
      borderBottomColor: cvColors.rule,
      paddingBottom: size(2),
      marginBottom: size(5),
    },
    paragraph: { fontSize: BODY, lineHeight: LINE, marginBottom: size(1) },
    entry: { marginBottom: size(5) },
    entryHead: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' },
    entryTitle: { fontSize: size(10.5), fontWeight: 700, flexShrink: 1 },
    entryDate: { fontSize: size(9), color: cvColors.muted, marginLeft: 8 },
    entryMeta: { lineHeight: LINE, fontSize: size(9), color: cvColors.muted, marginBottom: size(2) },
    strong: { fontWeight: 700, color: cvColors.ink },
    bullet: { flexDirection: 'row', marginBottom: size(1) },
    bulletMark: { fontSize: BODY, lineHeight: LINE, width: size(9), color: cvColors.accent },
    bulletText: { fontSize: BODY, lineHeight: LINE, flexGrow: 1, flexShrink: 1 },
    tags: { lineHeight: LINE, fontSize: size(8.5), color: cvColors.muted, marginTop: size(1) },
    projectLinks: { flexDirection: 'row', flexShrink: 0, marginLeft: 8, fontSize: size(8.5), color: cvColors.muted },
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
      color: cvColors.muted,
    },
  });
}

export type CvStyles = ReturnType<typeof createCvStyles>;

const made = new Map<number, CvStyles>();

/** The CV's styles at a density (1: the designed size). */
export function cvStyles(density = 1): CvStyles {
  let styles = made.get(density);
  if (!styles) made.set(density, (styles = createCvStyles(density)));
  return styles;
}

const CvStylesContext = createContext<CvStyles>(cvStyles());

/** Gives a CV document its density's styles. */
export const CvStylesProvider = CvStylesContext.Provider;

/** The styles of the CV being rendered. */
export function useCvStyles(): CvStyles {
  return useContext(CvStylesContext);
}
