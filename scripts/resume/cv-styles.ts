/**
 * The CV's typography and layout for react-pdf: A4, one column (it reads in order and survives
 * applicant-tracking systems), one typeface, a single accent colour, sizes in points.
 */
import { StyleSheet } from '@react-pdf/renderer';
import { CV_FONT } from './cv-fonts.ts';

const cvColors = {
  ink: '#1a1d23',
  muted: '#5a6270',
  accent: '#1f4fa3',
  rule: '#d5dbe4',
} as const;

const BODY = 9.5;
/**
 * Body leading, a multiple of the font size. react-pdf 4.9 resolves it against the fontSize of the
 * same style (18 when there is none), so every style with a lineHeight also sets its fontSize.
 */
const LINE = 1.35;

export const cvStyles = StyleSheet.create({
  // No lineHeight on the page: inherited by the fixed footer, it stops react-pdf 4.9 from drawing it.
  page: { fontFamily: CV_FONT, fontSize: BODY, color: cvColors.ink, paddingTop: 32, paddingBottom: 40, paddingHorizontal: 44 },
  header: { flexDirection: 'row', alignItems: 'center', marginBottom: 10 },
  headerText: { flexGrow: 1, flexShrink: 1 },
  name: { fontSize: 24, fontWeight: 700, lineHeight: 1.1, letterSpacing: -0.3 },
  headline: { fontSize: 12, fontWeight: 700, color: cvColors.accent, marginTop: 3 },
  contact: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6, fontSize: 8.5, color: cvColors.muted },
  contactItem: { marginRight: 9 },
  link: { color: cvColors.accent, textDecoration: 'none' },
  photo: { width: 64, height: 64, borderRadius: 32, marginLeft: 16, objectFit: 'cover' },
  section: { marginTop: 6 },
  sectionTitle: {
    fontSize: 11,
    fontWeight: 700,
    color: cvColors.accent,
    borderBottomWidth: 0.75,
    borderBottomColor: cvColors.rule,
    paddingBottom: 2,
    marginBottom: 5,
  },
  paragraph: { fontSize: BODY, lineHeight: LINE, marginBottom: 1 },
  entry: { marginBottom: 5 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' },
  entryTitle: { fontSize: 10.5, fontWeight: 700, flexShrink: 1 },
  entryDate: { fontSize: 9, color: cvColors.muted, marginLeft: 8 },
  entryMeta: { lineHeight: LINE, fontSize: 9, color: cvColors.muted, marginBottom: 2 },
  strong: { fontWeight: 700, color: cvColors.ink },
  bullet: { flexDirection: 'row', marginBottom: 1 },
  bulletMark: { fontSize: BODY, lineHeight: LINE, width: 9, color: cvColors.accent },
  bulletText: { fontSize: BODY, lineHeight: LINE, flexGrow: 1, flexShrink: 1 },
  tags: { lineHeight: LINE, fontSize: 8.5, color: cvColors.muted, marginTop: 1 },
  projectLinks: { flexDirection: 'row', flexShrink: 0, marginLeft: 8, fontSize: 8.5, color: cvColors.muted },
  projectLink: { marginLeft: 8 },
  skillRow: { flexDirection: 'row', marginBottom: 2 },
  skillTitle: { fontSize: BODY, lineHeight: LINE, width: 175, paddingRight: 8, fontWeight: 700 },
  skillList: { fontSize: BODY, lineHeight: LINE, flexGrow: 1, flexShrink: 1 },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 44,
    right: 44,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: cvColors.muted,
  },
});
