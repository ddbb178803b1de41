/**
 * Static fonts made from the bundled variable ones, for what draws the owner's families outside
 * the page: satori (share cards) and react-pdf (CVs) draw only a variable font's default instance,
 * so each weight they use is pinned on the weight axis (subset-font, harfbuzz's instancer) into a
 * static TrueType file, named for its weight (font-names.ts). Made once and cached
 * (node_modules/.cache/portfolio/fonts, as the web fonts), its file named by what it is made of, so
 * that a later build or test reads it instead.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import { fontSources, type FontFamily, type FontSource } from './font-families.ts';
import { fontCacheDir } from './font-files.ts';
import { renamed } from './font-names.ts';

/** Bumped when the way instances are made changes, so that cached files are made again. */
const RECIPE = 2;

interface VariableSource {
  bytes: Buffer;
  hash: string;
  /** Every character the file has. */
  characters: string;
  /** The weight axis, if the font has one. */
  weights?: { min: number; max: number };
  /** The weight of a font without the axis. */
  weightClass: number;
  /** Its family's name, and as its PostScript name begins (`IBMPlexSans`). */
  family: string;
  postscriptFamily: string;
}

const sources = new Map<string, VariableSource>();
const made = new Map<string, Promise<Buffer>>();

/** A source file, its hash, characters and weight axis: read once a process. */
function readSource(file: string): VariableSource {
  let known = sources.get(file);
  if (!known) {
    const bytes = fs.readFileSync(file);
    const font = fontkit.create(bytes);
    if (!('characterSet' in font)) throw new Error(`${file} is a collection, not a font`);
    const axis = font.variationAxes.wght;
    known = {
      bytes,
      hash: createHash('sha256').update(bytes).digest('hex'),
      characters: String.fromCodePoint(...font.characterSet),
      weights: axis && { min: axis.min, max: axis.max },
      weightClass: font['OS/2'].usWeightClass,
      family: font.familyName,
      postscriptFamily: font.postscriptName.split('-')[0] ?? font.familyName.replace(/\W/g, ''),
    };
    sources.set(file, known);
  }
  return known;
}

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
  const source = readSource(file);
  const text = characters ?? source.characters;
  const pinned = source.weights ? Math.min(source.weights.max, Math.max(source.weights.min, weight)) : source.weightClass;
  const hash = createHash('sha256')
    .update(JSON.stringify([RECIPE, source.hash, text, pinned, script]))
    .digest('hex')
    .slice(0, 10);
  const cached = path.join(cache, `${path.basename(file, path.extname(file))}-${weight}-${hash}.ttf`);
  // Shared while it is being made: cards drawn side by side ask for the same fonts at once.
  let instance = made.get(cached);
  if (!instance) {
    instance = make(source, text, pinned, script, cached);
    made.set(cached, instance);
    void instance.catch(() => made.delete(cached));
  }
  return instance;
}

async function make(source: VariableSource, text: string, weight: number, script: string | undefined, cached: string): Promise<Buffer> {
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const pinned = await subsetFont(source.bytes, text, { targetFormat: 'sfnt', ...(source.weights && { variationAxes: { wght: weight } }) });
  const ttf = renamed(pinned, { family: source.family, postscriptFamily: source.postscriptFamily, weight, script });
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  // Atomically: builds and test workers running side by side never read half a file.
  const temp = `${cached}.${process.pid}.tmp`;
  fs.writeFileSync(temp, ttf);
  fs.renameSync(temp, cached);
  return ttf;
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
