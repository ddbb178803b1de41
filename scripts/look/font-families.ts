/**
 * The families an owner can pick in site.yaml (`theme.font`, `theme.headingFont`): open fonts
 * installed from npm as @fontsource-variable packages (one variable WOFF2 per script: every weight
 * in one file), never downloaded at build or run time. Its metrics, read from its files
 * (font-metrics.ts), scale its fallback (fallback-faces.ts). The names are the schema's: TypeScript
 * refuses a catalogue that misses one.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteTheme } from '../../src/content/types.ts';

export type FontKey = Exclude<NonNullable<SiteTheme['font']>, 'system'>;

export interface FontFamily {
  /** The family's own name: what `font-family` names, and the first part of its files' names. */
  name: string;
  /** The npm package its files come from. */
  package: string;
  category: 'sans' | 'serif';
}

export const FONT_FAMILIES: Readonly<Record<FontKey, FontFamily>> = {
  inter: { name: 'Inter', package: '@fontsource-variable/inter', category: 'sans' },
  'ibm-plex-sans': { name: 'IBM Plex Sans', package: '@fontsource-variable/ibm-plex-sans', category: 'sans' },
  'source-sans-3': { name: 'Source Sans 3', package: '@fontsource-variable/source-sans-3', category: 'sans' },
  'atkinson-hyperlegible-next': {
    name: 'Atkinson Hyperlegible Next',
    package: '@fontsource-variable/atkinson-hyperlegible-next',
    category: 'sans',
  },
  'space-grotesk': { name: 'Space Grotesk', package: '@fontsource-variable/space-grotesk', category: 'sans' },
  fraunces: { name: 'Fraunces', package: '@fontsource-variable/fraunces', category: 'serif' },
  'source-serif-4': { name: 'Source Serif 4', package: '@fontsource-variable/source-serif-4', category: 'serif' },
};

/**
 * The local fonts a fallback is scaled against, by category, regular and bold, by the full names
 * `local()` matches: Liberation Sans has Arial's metrics and Liberation Serif Times New Roman's
 * (Linux has them where Windows and macOS have the originals). Each name costs bytes in every page.
 */
export interface FallbackFont {
  /** Its metrics in font-metrics.ts. */
  metrics: 'arial' | 'timesNewRoman';
  regular: readonly string[];
  bold: readonly string[];
}

export const FALLBACK_FONTS: Readonly<Record<FontFamily['category'], FallbackFont>> = {
  sans: {
    metrics: 'arial',
    regular: ['Arial', 'Liberation Sans'],
    bold: ['Arial Bold', 'Liberation Sans Bold'],
  },
  serif: {
    metrics: 'timesNewRoman',
    regular: ['Times New Roman', 'Liberation Serif'],
    bold: ['Times New Roman Bold', 'Liberation Serif Bold'],
  },
};

/** The scripts each package cuts its family into, in the order a character is looked for. */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] as const;

export interface FontSource {
  subset: (typeof SUBSETS)[number];
  /** The variable WOFF2 with the weight axis only. */
  file: string;
}

const require = createRequire(import.meta.url);

/** A family's variable files, one per script it has, latin first. */
export function fontSources(family: FontFamily): FontSource[] {
  let dir: string;
  try {
    dir = path.join(path.dirname(require.resolve(`${family.package}/package.json`)), 'files');
  } catch {
    throw new Error(`The font ${family.name} is missing: run "npm ci" so that ${family.package} is installed.`);
  }
  const stem = path.basename(family.package);
  return SUBSETS.map((subset) => ({ subset, file: path.join(dir, `${stem}-${subset}-wght-normal.woff2`) })).filter(({ file }) => fs.existsSync(file));
}
