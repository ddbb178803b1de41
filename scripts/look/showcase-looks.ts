/**
 * Three looks that show what site.yaml's `theme` can do, far apart on purpose: a deep teal with a
 * serif for headings, a pure yellow starting in the dark scheme, and near-black ink with plain
 * corners. The README's screenshots (`npm run looks -- --screenshots docs/looks`), the browser
 * tests and the benchmark all use these.
 */
import fs from 'node:fs';
import yaml from 'js-yaml';
import type { SiteTheme } from '../../src/content/types.ts';

export interface ShowcaseLook {
  /** Its folder's name, and its screenshots' (docs/looks/<name>-light.webp). */
  name: string;
  theme: SiteTheme;
}

export const SHOWCASE_LOOKS: readonly ShowcaseLook[] = [
  {
    name: 'teal',
    theme: { accent: '#0f766e', font: 'inter', headingFont: 'fraunces', radius: 'round' },
  },
  {
    name: 'yellow',
    theme: { accent: '#ffff00', font: 'space-grotesk', radius: 'sharp', scheme: 'dark' },
  },
  {
    name: 'ink',
    theme: { accent: '#111111', radius: 'soft', scheme: 'light' },
  },
];

/** The look named `name`; an error that lists them when there is none. */
export function showcaseLook(name: string): ShowcaseLook {
  const look = SHOWCASE_LOOKS.find((candidate) => candidate.name === name);
  if (!look) throw new Error(`there is no look ${JSON.stringify(name)}: the looks are ${SHOWCASE_LOOKS.map((l) => l.name).join(', ')}`);
  return look;
}

/** Gives a site's site.yaml (in a copy: its comments are not kept) `theme` instead of its own. */
export function setTheme(siteYaml: string, theme: SiteTheme): void {
  const site: unknown = yaml.load(fs.readFileSync(siteYaml, 'utf8'));
  if (typeof site !== 'object' || site === null || Array.isArray(site))
    throw new Error(`${siteYaml} is not a group of fields: run npm run content:check`);
  fs.writeFileSync(siteYaml, yaml.dump({ ...site, theme }));
}
