/**
 * The CV's theme from the owner's look (cv-look.ts): the accent, and each family registered with
 * react-pdf (cv-families.ts) and listed before Source Sans 3, which prints what the family lacks.
 * Without a look, or without a family, the CV is as it always was: its own blue, Source Sans 3.
 */
import { cvFamily } from './cv-families.ts';
import { CV_FONT, registerCvFonts } from './cv-fonts.ts';
import type { CvLook } from './cv-look.ts';
import { DEFAULT_CV_THEME, type CvTheme } from './cv-styles.ts';

/** A family's names, then Source Sans 3; Source Sans 3 alone, by name as always, without one. */
const stack = (names: string[]) => (names.length ? [...names, CV_FONT] : CV_FONT);

/** The CV's theme for a look, its families registered with react-pdf (made the first time, then cached). */
export async function cvTheme(look: CvLook | undefined): Promise<CvTheme> {
  registerCvFonts();
  if (!look) return DEFAULT_CV_THEME;
  const [text, heading] = await Promise.all([cvFamily(look.typefaces.body), cvFamily(look.typefaces.heading)]);
  return { accent: look.accent ?? DEFAULT_CV_THEME.accent, fonts: { text: stack(text), heading: stack(heading) } };
}
