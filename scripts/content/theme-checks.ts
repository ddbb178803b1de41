/**
 * What the schema cannot say of site.yaml's `theme`: that its accent is a colour (any CSS colour
 * culori reads: #0f766e, teal, rgb(…), hsl(…), oklch(…)), and an opaque one, since it is drawn on
 * every background of the page and must read on each (scripts/look/derive-palette.ts).
 */
import { colorsNamed, parse } from 'culori';
import type { Report } from './problem.ts';
import { nearest } from './did-you-mean.ts';

const EXAMPLES = '"#0f766e", "teal" or "oklch(52% 0.1 185)"';

function accentHint(accent: string): string {
  const guess = nearest(accent, Object.keys(colorsNamed));
  if (guess) return `did you mean "${guess}"?`;
  if (accent.trim().startsWith('#')) return 'a colour in hex has 3 or 6 digits from 0 to 9 and a to f after the #, like #0f766e';
  return 'write it as #rrggbb, as a CSS colour name, or as rgb(…), hsl(…) or oklch(…)';
}

export function checkTheme(site: unknown, report: Report): void {
  const theme = typeof site === 'object' && site !== null ? (site as { theme?: unknown }).theme : undefined;
  const accent = typeof theme === 'object' && theme !== null ? (theme as { accent?: unknown }).accent : undefined;
  // Not a text at all is the schema's to say.
  if (typeof accent !== 'string' || accent === '') return;
  const color = parse(accent);
  if (!color) report('site', '/theme/accent', `must be a colour such as ${EXAMPLES} (got ${JSON.stringify(accent)})`, accentHint(accent));
  else if ((color.alpha ?? 1) < 1)
    report('site', '/theme/accent', `must be an opaque colour (got ${JSON.stringify(accent)})`, 'leave out the transparency: the accent is drawn on every background of the page');
}
