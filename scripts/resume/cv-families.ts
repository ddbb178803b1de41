/**
 * The owner's families (site.yaml `theme.font`, `theme.headingFont`) for the PDF CV: each of the
 * family's script files pinned at the CV's two weights (font-instances.ts: react-pdf draws only a
 * variable font's default instance, and cannot embed a WOFF2), registered with react-pdf under a
 * name per script, for a style's `fontFamily` list to name before Source Sans 3, which prints what
 * the family lacks (a Greek or Cyrillic name in a Latin-only family).
 */
import { Font } from '@react-pdf/renderer';
import { FONT_FAMILIES, type FontKey } from '../look/font-families.ts';
import { familyInstances } from '../look/font-instances.ts';
import type { FontChoice } from '../look/resolve-look.ts';
import { sharedWork } from '../shared-work.ts';
import { CV_FONT, DROPPED_TABLES } from './cv-fonts.ts';
import { withoutTables } from '../fonts/sfnt-tables.ts';

/** The weights the CV draws text in (cv-styles.ts): regular and bold. */
export const CV_WEIGHTS = [400, 700] as const;

const registered = sharedWork<FontKey, string[]>();

async function register(key: FontKey): Promise<string[]> {
  const family = FONT_FAMILIES[key];
  const instances = await familyInstances(family, CV_WEIGHTS);
  const names: string[] = [];
  for (const { subset, weight, data } of instances) {
    // One name per script: react-pdf takes one file per name and weight, and looks down the list glyph by glyph.
    const name = subset === 'latin' ? family.name : `${family.name} ${subset}`;
    if (!names.includes(name)) names.push(name);
    // Without the layout tables, as the CV's own font (cv-fonts.ts): shaping them is most of a cold render.
    const src = `data:font/ttf;base64,${withoutTables(data, DROPPED_TABLES).toString('base64')}`;
    Font.register({ family: name, src, fontWeight: weight });
  }
  return names;
}

/**
 * The names a choice prints in, registered with react-pdf (once a process), before Source Sans 3;
 * none when the choice is the system's font (a PDF has no system font: the CV's own is used) or
 * Source Sans 3 itself, which the CV has whole.
 */
export function cvFamily(choice: FontChoice): Promise<string[]> {
  if (choice === 'system' || FONT_FAMILIES[choice].name === CV_FONT) return Promise.resolve([]);
  return registered(choice, () => register(choice));
}
