/**
 * A family's web font files for one language's pages: for each script the family has (latin, then
 * latin-ext, …), the characters of the pages that script's file has and no earlier one did, cut to
 * exactly those and to the weights the site draws (subset-font, harfbuzz), as WOFF2. Named by a
 * hash of what they are made from, so a file changes name when it changes, and cached
 * (node_modules/.cache/portfolio/fonts) so that a rebuild cuts nothing again.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { FontFaceRule } from '../../src/theme/look.ts';
import { cachedFile } from '../cache/cached-file.ts';
import { fontCacheDir } from './font-cache.ts';
import { fontSources, type FontFamily, type FontKey } from './font-families.ts';
import { sourceFont } from './source-fonts.ts';

/** The weights the page's CSS draws text in, lightest and boldest (a variable font keeps the axis between). */
export const PAGE_WEIGHTS = { min: 400, max: 850 } as const;

/** Bumped when the way files are cut changes, so that cached files are made again. */
const RECIPE = 1;

/** How one file is made. */
export interface FontFileRecipe {
  source: string;
  characters: string;
  weights: { min: number; max: number };
}

/** `U+20-7E,U+E9`: code points as CSS unicode-range. */
export function unicodeRange(codePoints: readonly number[]): string {
  const ranges: string[] = [];
  const sorted = [...codePoints].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i++;
    const end = sorted[i]!;
    ranges.push(start === end ? `U+${start.toString(16).toUpperCase()}` : `U+${start.toString(16).toUpperCase()}-${end.toString(16).toUpperCase()}`);
  }
  return ranges.join(',');
}

export interface FamilyFiles {
  faces: FontFaceRule[];
  recipes: Map<string, FontFileRecipe>;
}

/** The files of `family` that a language's pages (their `characters`) need, and how to make each. */
export function familyFiles(key: FontKey, family: FontFamily, language: string, characters: string): FamilyFiles {
  const wanted = new Set([...characters].map((character) => character.codePointAt(0)!));
  const faces: FontFaceRule[] = [];
  const recipes = new Map<string, FontFileRecipe>();
  for (const { subset, file } of fontSources(family)) {
    const source = sourceFont(file);
    const here = [...wanted].filter((codePoint) => source.codePoints.has(codePoint));
    if (!here.length) continue;
    here.forEach((codePoint) => wanted.delete(codePoint));
    const axis = source.weights ?? { min: source.weightClass, max: source.weightClass };
    const weights = { min: Math.max(PAGE_WEIGHTS.min, axis.min), max: Math.min(PAGE_WEIGHTS.max, axis.max) };
    const text = String.fromCodePoint(...here);
    const hash = createHash('sha256')
      .update(JSON.stringify([RECIPE, source.hash, text, weights]))
      .digest('hex')
      .slice(0, 10);
    const url = `/assets/fonts/${key}-${subset}-${language}-${hash}.woff2`;
    recipes.set(url, { source: file, characters: text, weights });
    faces.push({ family: family.name, url, weight: `${weights.min} ${weights.max}`, unicodeRange: unicodeRange(here) });
  }
  // One file draws every character it can: it needs no range of its own.
  if (faces.length === 1) delete faces[0]!.unicodeRange;
  return { faces, recipes };
}

/** Makes a file (or takes it from the cache): the source's glyphs for its characters, its weight axis cut to the site's. */
export function makeFontFile(url: string, recipe: FontFileRecipe, cache = fontCacheDir()): Promise<Buffer> {
  const { min, max } = recipe.weights;
  return cachedFile(path.join(cache, path.basename(url)), () =>
    subsetFont(sourceFont(recipe.source).bytes, recipe.characters, {
      targetFormat: 'woff2',
      variationAxes: min === max ? { wght: min } : { wght: { min, max } },
    }),
  );
}
