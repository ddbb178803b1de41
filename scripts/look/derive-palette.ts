/**
 * Both colour schemes from the owner's one accent. In OKLCH (culori), with the accent's hue kept,
 * the accent family moves in lightness (its chroma cut to what the screen can show) from where the
 * owner's colour is, or from where the site's own design puts the token (a pale or deep tint, a mid
 * or light highlight), just until every pair of the page's it takes part in
 * (src/theme/color-pairs.ts) reaches WCAG AA: the accent and focus ring, the tint (accent-soft), the
 * hover shade (accent-strong) and the highlight. Text on accent is the scheme's own white or black,
 * which reads on an accent that reads on the page. A colour that already passes is kept as it is.
 * The neutrals (backgrounds, text, borders, status colours) are the site's own.
 */
import { clampChroma, converter, formatHex, parse, type Oklch } from 'culori';
import { COLOR_PAIRS } from '../../src/theme/color-pairs.ts';
import { dark, light, type ColorScheme, type ColorToken, type SchemeName } from '../../src/theme/color-schemes.ts';
import { contrastRatio } from '../../src/theme/contrast.ts';

type Mutable = Record<ColorToken, string>;

const toOklch = converter('oklch');

/** Above every minimum, so that a tool rounding differently (axe, a browser's own check) still finds it met. */
const MARGIN = 0.05;
/** Below this chroma a colour reads as grey, and its hue means nothing. */
const GREY = 0.02;
/** The highlight sits across the wheel from the accent, as the site's own orange does from its indigo. */
const HIGHLIGHT_TURN = 140;

/** Where each derived token starts, by scheme: the site's own design (a pale or a deep tint, a mid or a light highlight). */
const START = {
  light: { softL: 0.945, softC: 0.045, highlightL: 0.5 },
  dark: { softL: 0.29, softC: 0.07, highlightL: 0.83 },
} as const;

/** Lightening a text colour makes it stand out on the dark scheme's surfaces; darkening it, on the light one's. */
const READABLE: Record<SchemeName, 1 | -1> = { light: -1, dark: 1 };

const toRgb = converter('rgb');
/** Within what the screen shows, but for a conversion's rounding (navy comes back from OKLCH a hair below 0). */
const EPSILON = 1e-4;

/** The colour as the screen can show it: as it is, or with its chroma cut in OKLCH, so that its lightness and hue stay (an RGB clip moves both). */
function onScreen(color: Oklch): string {
  const { r, g, b } = toRgb(color);
  const shown = [r, g, b].every((channel) => channel >= -EPSILON && channel <= 1 + EPSILON);
  return formatHex(shown ? color : clampChroma(color, 'oklch'));
}

function hexOf(l: number, c: number, h: number): string {
  const color: Oklch = { mode: 'oklch', l: Math.min(1, Math.max(0, l)), c, h };
  return formatHex(clampChroma(color, 'oklch'));
}

/** Whether every pair of `token` in `scheme` passes, its other side as the scheme has it so far. */
function passes(scheme: Mutable, token: ColorToken, value: string): boolean {
  const candidate = { ...scheme, [token]: value };
  return COLOR_PAIRS.filter(({ fg, bg }) => (fg === token || bg === token) && candidate[fg] && candidate[bg]).every(
    ({ fg, bg, min }) => contrastRatio(candidate[fg], candidate[bg]) >= min + MARGIN,
  );
}

/**
 * The first colour from `start`, stepping its lightness in `direction`, whose pairs all pass;
 * black or white at the end of the way, where they always do.
 */
function settle(scheme: Mutable, token: ColorToken, start: Oklch, direction: 1 | -1): string {
  for (let step = 0; step <= 200; step++) {
    const l = start.l + (direction * step) / 200;
    if (l < 0 || l > 1) break;
    const candidate = hexOf(l, start.c, start.h ?? 0);
    if (passes(scheme, token, candidate)) return candidate;
  }
  return direction < 0 ? '#000000' : '#ffffff';
}

function deriveScheme(base: ColorScheme, accent: Oklch, name: SchemeName): ColorScheme {
  const scheme: Mutable = { ...base };
  const grey = (accent.c ?? 0) < GREY;
  const hue = grey ? 0 : (accent.h ?? 0);
  const chroma = grey ? 0 : (accent.c ?? 0);
  const start = START[name];
  const readable = READABLE[name];
  // Partly settled tokens must not be judged against the site's own accent family: clear it first.
  for (const token of ['accent', 'accent-strong', 'accent-soft', 'focus', 'highlight'] as const) scheme[token] = '';
  // Text on accent: white on the light scheme's (darkened) accent, the page's own black on the dark one's.
  scheme['accent-text'] = name === 'light' ? base.surface : base.bg;
  scheme['accent-soft'] = settle(
    scheme,
    'accent-soft',
    { mode: 'oklch', l: start.softL, c: Math.min(chroma, start.softC), h: hue },
    -readable as 1 | -1,
  );
  const owners = onScreen(accent);
  scheme.accent = passes(scheme, 'accent', owners) ? owners : settle(scheme, 'accent', { ...accent, c: chroma, h: hue }, readable);
  scheme.focus = scheme.accent;
  // Hover: further from the page than the accent; nearer where the accent is already at the end (pure yellow on the dark
  // scheme would turn white); the accent itself where neither would read.
  const accentL = toOklch(parse(scheme.accent))?.l ?? accent.l;
  const strong = [readable, -readable]
    .map((direction) => accentL + direction * 0.08)
    .filter((l) => l > 0.02 && l < 0.98)
    .map((l) => hexOf(l, chroma, hue))
    .find((candidate) => passes(scheme, 'accent-strong', candidate));
  scheme['accent-strong'] = strong ?? scheme.accent;
  const highlight = { mode: 'oklch', l: start.highlightL, c: Math.min(chroma, 0.16), h: (hue + HIGHLIGHT_TURN) % 360 } as const;
  scheme.highlight = settle(scheme, 'highlight', highlight, readable);
  return scheme;
}

/** Both schemes for an accent colour (any CSS colour culori reads); undefined when it is not one. */
export function derivePalettes(accent: string): { light: ColorScheme; dark: ColorScheme } | undefined {
  const color = toOklch(parse(accent));
  if (!color) return undefined;
  // White comes out a hair over 1.
  const opaque: Oklch = { mode: 'oklch', l: Math.min(1, Math.max(0, color.l)), c: color.c ?? 0, h: color.h ?? 0 };
  return { light: deriveScheme(light, opaque, 'light'), dark: deriveScheme(dark, opaque, 'dark') };
}
