/**
 * Static fonts made from the bundled variable ones, for what draws the owner's families outside
 * the page: satori (share cards) and react-pdf (CVs) draw only a variable font's default instance,
 * so each weight they use is pinned on the weight axis (subset-font, harfbuzz's instancer) into a
 * static TrueType file, named for its weight (font-names.ts). Made once and cached
 * (node_modules/.cache/portfolio/fonts, as the web fonts), its file named by what it is made of, so
 * that a later build or test reads it instead.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import subsetFont from 'subset-font';
import { cachedFile } from '../cache/cached-file.ts';
import { fontCacheDir } from './font-cache.ts';
import { fontSources, type FontFamily, type FontSource } from './font-families.ts';
import { renamed } from './font-names.ts';
import { sourceFont } from './source-fonts.ts';

/** Bumped when the way instances are made changes, so that cached files are made again. */
const RECIPE = 2;

export interface InstanceOptions {
  /** The characters to keep: every character of the file by default. */
  characters?: string;
  /** The script of a file other than latin (`latin-ext`), for its PostScript name. */
  script?: string;
  cache?: string;
}

/**
 * `file` pinned at `weight` (held within its weight axis: a family that stops at 700 gives its
 * 700 for 800), cut to the characters asked, as static TrueType.
 */
export function fontInstance(file: string, weight: number, { characters, script, cache = fontCacheDir() }: InstanceOptions = {}): Promise<Buffer> {
  const source = sourceFont(file);
  const text = characters ?? String.fromCodePoint(...source.codePoints);
  const pinned = source.weights ? Math.min(source.weights.max, Math.max(source.weights.min, weight)) : source.weightClass;
  const hash = createHash('sha256')
    .update(JSON.stringify([RECIPE, source.hash, text, pinned, script]))
    .digest('hex')
    .slice(0, 10);
  const cached = path.join(cache, `${path.basename(file, path.extname(file))}-${weight}-${hash}.ttf`);
  return cachedFile(cached, async () => {
    const instance = await subsetFont(source.bytes, text, { targetFormat: 'sfnt', ...(source.weights && { variationAxes: { wght: pinned } }) });
    return renamed(instance, { family: source.family, postscriptFamily: source.postscriptFamily, weight: pinned, script });
  });
}

export interface FamilyInstance {
  subset: FontSource['subset'];
  weight: number;
  data: Buffer;
}

/**
 * A family's files for the scripts asked (all it has by default, latin first), each at every
 * weight asked, whole: a content edit never makes them again.
 */
export async function familyInstances(
  family: FontFamily,
  weights: readonly number[],
  subsets?: readonly FontSource['subset'][],
  cache?: string,
): Promise<FamilyInstance[]> {
  const files = fontSources(family).filter(({ subset }) => !subsets || subsets.includes(subset));
  const requests = files.flatMap(({ subset, file }) => weights.map((weight) => ({ subset, weight, file })));
  return Promise.all(
    requests.map(async ({ subset, weight, file }) => ({
      subset,
      weight,
      data: await fontInstance(file, weight, { script: subset === 'latin' ? undefined : subset, cache }),
    })),
  );
}
