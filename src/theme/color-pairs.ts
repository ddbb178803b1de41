/**
 * Every foreground/background pair of colour tokens the page draws, with the WCAG 2.2 AA minimum
 * it needs (https://www.w3.org/TR/WCAG22/#contrast-minimum, #non-text-contrast): 4.5:1 for text,
 * 3:1 for what identifies a control or its state. The default schemes are tested against it, and
 * a colour derived from the owner's accent (scripts/look/derive-palette.ts) is chosen to meet it.
 * Where a colour is mixed (the hero's glow fades accent-soft into bg), both ends are listed.
 */
import type { ColorToken } from './color-schemes.ts';

export interface ColorPair {
  fg: ColorToken;
  bg: ColorToken;
  min: 4.5 | 3;
}

const text = (fg: ColorToken, backgrounds: readonly ColorToken[]): ColorPair[] => backgrounds.map((bg) => ({ fg, bg, min: 4.5 }));
const nonText = (fg: ColorToken, backgrounds: readonly ColorToken[]): ColorPair[] => backgrounds.map((bg) => ({ fg, bg, min: 3 }));

/** The surfaces text sits on: the page, its bands, cards and dialogs, menus and toasts, the hero's glow. */
const SURFACES = ['bg', 'bg-alt', 'surface', 'surface-raised', 'accent-soft'] as const satisfies readonly ColorToken[];

export const COLOR_PAIRS: readonly ColorPair[] = [
  ...text('text', SURFACES),
  ...text('muted', SURFACES),
  // Links, the headline, company names, badges, stat values, menu entries.
  ...text('accent', SURFACES),
  // Eyebrows, the greeting, project types, list markers; the far end of the progress bar.
  ...text('highlight', SURFACES),
  // Primary buttons, the selected tab and navigation entry, hover (accent-strong), the monogram.
  ...text('accent-text', ['accent', 'accent-strong']),
  // Required marks and field errors, in the form.
  ...text('destructive', ['surface']),
  // Focus rings, wherever focus can be.
  ...nonText('focus', SURFACES),
  // A text field's edge (on the form, around its bg fill) and the carousel's dots.
  ...nonText('control', ['surface', 'bg', 'surface-raised']),
  // An invalid field's edge.
  ...nonText('destructive', ['bg']),
  // A toast's stripe says whether it is an error or a success.
  ...nonText('destructive', ['surface-raised']),
  ...nonText('success', ['surface-raised']),
];
