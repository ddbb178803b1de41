/**
 * The bundled card fonts, read once from npm packages (never downloaded): Inter for text (after
 * the owner's families when the site names some, card-families.ts) and JetBrains Mono for the
 * kicker, each as its Latin and Latin Extended subsets so French (é è à ç œ « ») and most
 * European names render. satori gets the .woff files; resvg, which reads only TrueType, gets the
 * same fonts unwrapped into a cache folder (for text inside SVG covers).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Font, FontWeight } from 'satori';
import { woffToSfnt } from '../fonts/woff.ts';

/**
 * satori picks one font per family name and weight, then falls back to other names glyph by
 * glyph: so each subset is its own family and the card styles list both.
 */
export const FAMILY = {
  sans: ['Inter', 'Inter Ext'],
  mono: ['JetBrains Mono', 'JetBrains Mono Ext'],
} as const;

interface FontFile {
  family: string;
  /** Specifier resolved against node_modules. */
  file: string;
  weight: FontWeight;
}

const WEIGHTS: Record<'inter' | 'jetbrains-mono', FontWeight[]> = { inter: [400, 600, 800], 'jetbrains-mono': [600] };

const FILES: FontFile[] = (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).flatMap((pkg) =>
  WEIGHTS[pkg].flatMap((weight) => {
    const [main, ext] = pkg === 'inter' ? FAMILY.sans : FAMILY.mono;
    return [
      { family: main, file: `@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff`, weight },
      { family: ext, file: `@fontsource/${pkg}/files/${pkg}-latin-ext-${weight}-normal.woff`, weight },
    ];
  }),
);

const require = createRequire(import.meta.url);
let satoriCache: Font[] | undefined;
let resvgCache: string[] | undefined;

function read(file: string): Buffer {
  try {
    return fs.readFileSync(require.resolve(file));
  } catch {
    throw new Error(`The share-card font ${file} is missing. Run "npm ci" so that @fontsource/inter and @fontsource/jetbrains-mono are installed.`);
  }
}

/** Fonts in satori's format; read from disk on the first call only. */
export function satoriFonts(): Font[] {
  satoriCache ??= FILES.map((f) => ({ name: f.family, data: read(f.file), weight: f.weight, style: 'normal' as const }));
  return satoriCache;
}

/**
 * Paths of TrueType copies of the sans fonts for resvg. Written once per content into the OS
 * temp folder (named by hash, so a font update never reuses a stale copy), atomically so that
 * parallel builds and test workers cannot read half a file.
 */
export function resvgFontFiles(): string[] {
  if (resvgCache) return resvgCache;
  const dir = path.join(os.tmpdir(), 'share-cards-fonts');
  fs.mkdirSync(dir, { recursive: true });
  resvgCache = FILES.filter((f) => f.family.startsWith(FAMILY.sans[0])).map((f) => {
    const sfnt = woffToSfnt(read(f.file));
    const hash = crypto.createHash('sha256').update(sfnt).digest('hex').slice(0, 12);
    const target = path.join(dir, `${path.basename(f.file, '.woff')}-${hash}.ttf`);
    if (!fs.existsSync(target)) {
      const temp = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(temp, sfnt);
      fs.renameSync(temp, target);
    }
    return target;
  });
  return resvgCache;
}
