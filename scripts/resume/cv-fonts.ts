/**
 * Registers the CV's typeface with react-pdf: Source Sans 3 from the `@expo-google-fonts/source-sans-3`
 * npm package — full TrueType files (Latin with its extensions, Greek, Cyrillic, Vietnamese), so every
 * accent of a name or a town prints, embedded and subset in the PDF. Nothing is downloaded.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import { withoutTables } from '../fonts/sfnt-tables.ts';

export const CV_FONT = 'Source Sans 3';

// Two faces only: each one costs a parse and an embedded subset, and the layout needs no more.
const FACES = [
  { file: '400Regular/SourceSans3_400Regular.ttf', fontWeight: 400 },
  { file: '700Bold/SourceSans3_700Bold.ttf', fontWeight: 700 },
] as const;

/** OpenType layout tables left out (see sfnt-tables.ts): about 0.4 s less per build, no visible change. */
export const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'STAT'];

let registered = false;

export function registerCvFonts(): void {
  if (registered) return;
  const dir = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/source-sans-3/package.json'));
  const fonts = FACES.map(({ file, fontWeight }) => {
    const data = withoutTables(fs.readFileSync(path.join(dir, file)), DROPPED_TABLES);
    return { src: `data:font/ttf;base64,${data.toString('base64')}`, fontWeight };
  });
  Font.register({ family: CV_FONT, fonts });
  Font.registerHyphenationCallback(keepWordsWhole);
  registered = true;
}

/** Words are never split: hyphenated names and URLs would read wrong and break copy and search. */
const keepWordsWhole = (word: string) => [word];

/**
 * Every font registered so far made to be parsed again, before each CV is drawn: fontkit keeps a
 * glyph with the first character it was reached by (a space, or a no-break space drawn by the same
 * glyph), and a later PDF's text would map by that, so a CV came out differently after another (the
 * French one after the English, 4 of its 47 apostrophes read back) and builds were not
 * reproducible. A parse per CV. (react-pdf's own Font.reset() leaves each font's finished load in
 * place, so the font is never parsed again and has no data; Font.clear() also drops the standard
 * fonts it falls back to, which react-pdf loads once.)
 */
export function reloadCvFonts(): void {
  for (const { sources } of Object.values(Font.getRegisteredFonts())) {
    // The PDF's standard fonts (Helvetica, what no other font has a glyph for) are not fontkit's, and are loaded only once.
    for (const source of sources.filter(({ data }) => data && data.type !== 'STANDARD')) {
      source.data = null;
      source.loadResultPromise = null;
    }
  }
}
