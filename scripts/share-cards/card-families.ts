/**
 * The owner's families (site.yaml `theme.font`, `theme.headingFont`) as satori fonts, for the
 * cards: each family's latin and latin-ext files, the scripts the bundled Inter has, pinned at the
 * weights the cards draw (font-instances.ts: satori draws only a variable font's default instance).
 * The system's font has no file to draw with, and the bundled Inter already is Inter's own files:
 * both are drawn in the bundled fonts.
 */
import type { Font, FontWeight } from 'satori';
import { FAMILY_METRICS } from '../look/font-metrics.ts';
import { FONT_FAMILIES, type FontKey } from '../look/font-families.ts';
import { familyInstances } from '../look/font-instances.ts';
import type { FontChoice } from '../look/resolve-look.ts';
import { sharedWork } from '../shared-work.ts';

/** The weights the cards draw text in: the location (400), the headline and signature (600), the name and titles (800). */
export const CARD_WEIGHTS: readonly FontWeight[] = [400, 600, 800];

export interface CardFamily {
  /** The names the cards list it by, before the bundled fonts; none for the bundled Inter. */
  names: string[];
  files: Font[];
  /** Its average character width relative to Inter's (fitText's widths are Inter's). */
  width: number;
}

export const BUNDLED_FAMILY: CardFamily = { names: [], files: [], width: 1 };

/** Average width of a lowercase letter in em, from the family's metrics. */
function averageWidth(key: FontKey): number {
  const metrics = FAMILY_METRICS[key][400];
  return metrics.xWidthAvg / metrics.unitsPerEm;
}

const made = sharedWork<FontKey, CardFamily>();

async function make(key: FontKey): Promise<CardFamily> {
  const family = FONT_FAMILIES[key];
  // satori takes one font per name and weight, then looks further down the list glyph by glyph: each script is a name.
  const name = (subset: string) => (subset === 'latin' ? family.name : `${family.name} Ext`);
  const instances = await familyInstances(family, CARD_WEIGHTS, ['latin', 'latin-ext']);
  return {
    names: [...new Set(instances.map(({ subset }) => name(subset)))],
    files: instances.map(({ subset, weight, data }) => ({ name: name(subset), data, weight: weight as FontWeight, style: 'normal' })),
    width: averageWidth(key) / averageWidth('inter'),
  };
}

/** A choice's fonts for the cards, made once a process. */
export function cardFamily(choice: FontChoice): Promise<CardFamily> {
  if (choice === 'system' || choice === 'inter') return Promise.resolve(BUNDLED_FAMILY);
  return made(choice, () => make(choice));
}
