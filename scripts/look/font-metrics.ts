/**
 * The metrics a fallback is scaled by (fallback-faces.ts, @capsizecss/core): each bundled family's
 * at 400 and 700, read from its own font file by measure-font-metrics.ts (font-metrics.test.ts
 * checks this table against the files, so a font update cannot leave it behind), and the local
 * fonts' the fallbacks use, which are not ours to bundle, as @capsizecss/metrics 4.3 lists them.
 */
import type { FontMetrics } from '@capsizecss/core';
import type { FontKey } from './font-families.ts';

export type Metrics = Pick<FontMetrics, 'ascent' | 'descent' | 'lineGap' | 'unitsPerEm' | 'xHeight' | 'capHeight' | 'xWidthAvg'>;

export type MetricsWeight = 400 | 700;

export const FAMILY_METRICS: Readonly<Record<FontKey, Readonly<Record<MetricsWeight, Metrics>>>> = {
  inter: {
    400: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xHeight: 1118, capHeight: 1490, xWidthAvg: 978 },
    700: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xHeight: 1118, capHeight: 1490, xWidthAvg: 1008 },
  },
  'ibm-plex-sans': {
    400: { ascent: 1025, descent: -275, lineGap: 0, unitsPerEm: 1000, xHeight: 516, capHeight: 698, xWidthAvg: 451 },
    700: { ascent: 1025, descent: -275, lineGap: 0, unitsPerEm: 1000, xHeight: 525, capHeight: 698, xWidthAvg: 473 },
  },
  'source-sans-3': {
    400: { ascent: 1024, descent: -400, lineGap: 0, unitsPerEm: 1000, xHeight: 486, capHeight: 660, xWidthAvg: 418 },
    700: { ascent: 1024, descent: -400, lineGap: 0, unitsPerEm: 1000, xHeight: 496, capHeight: 660, xWidthAvg: 443 },
  },
  'atkinson-hyperlegible-next': {
    400: { ascent: 984, descent: -316, lineGap: 0, unitsPerEm: 1000, xHeight: 496, capHeight: 668, xWidthAvg: 444 },
    700: { ascent: 984, descent: -316, lineGap: 0, unitsPerEm: 1000, xHeight: 496, capHeight: 668, xWidthAvg: 478 },
  },
  'space-grotesk': {
    400: { ascent: 984, descent: -292, lineGap: 0, unitsPerEm: 1000, xHeight: 486, capHeight: 700, xWidthAvg: 489 },
    700: { ascent: 984, descent: -292, lineGap: 0, unitsPerEm: 1000, xHeight: 486, capHeight: 700, xWidthAvg: 490 },
  },
  fraunces: {
    400: { ascent: 1956, descent: -510, lineGap: 0, unitsPerEm: 2000, xHeight: 964, capHeight: 1400, xWidthAvg: 938 },
    700: { ascent: 1956, descent: -510, lineGap: 0, unitsPerEm: 2000, xHeight: 964, capHeight: 1400, xWidthAvg: 1000 },
  },
  'source-serif-4': {
    400: { ascent: 1036, descent: -335, lineGap: 0, unitsPerEm: 1000, xHeight: 475, capHeight: 670, xWidthAvg: 479 },
    700: { ascent: 1036, descent: -335, lineGap: 0, unitsPerEm: 1000, xHeight: 475, capHeight: 670, xWidthAvg: 495 },
  },
};

/** Arial and Times New Roman (Liberation Sans and Serif share their metrics), from @capsizecss/metrics 4.3.0. */
export const LOCAL_FONT_METRICS: Readonly<Record<'arial' | 'timesNewRoman', Readonly<Record<MetricsWeight, Metrics>>>> = {
  arial: {
    400: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xHeight: 1062, capHeight: 1467, xWidthAvg: 913 },
    700: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xHeight: 1062, capHeight: 1466, xWidthAvg: 983 },
  },
  timesNewRoman: {
    400: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xHeight: 916, capHeight: 1356, xWidthAvg: 832 },
    700: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xHeight: 935, capHeight: 1356, xWidthAvg: 886 },
  },
};
