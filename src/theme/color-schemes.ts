/**
 * The site's own two colour schemes, the values of its colour tokens (`--color-<token>`): the
 * look of a site whose owner chose no accent (look.ts). Every pair the page draws passes WCAG AA
 * (color-pairs.ts, checked by color-schemes.test.ts and by axe in the browser tests).
 */
export const light = {
  bg: '#f6f5f1',
  'bg-alt': '#eeece6',
  surface: '#ffffff',
  'surface-raised': '#ffffff',
  text: '#15171c',
  muted: '#4a505e',
  accent: '#3b33b8',
  'accent-strong': '#2a2391',
  'accent-soft': '#e7e5fb',
  'accent-text': '#ffffff',
  highlight: '#9a4a00',
  border: '#d8d6cf',
  /** The edge that shows where a control is (a text field, a carousel dot): 3:1 on every surface, unlike the decorative border. */
  control: '#858279',
  focus: '#3b33b8',
  destructive: '#b3261e',
  success: '#1d6b3a',
  overlay: 'rgba(15, 17, 21, 0.6)',
  shadow: 'rgba(21, 23, 28, 0.14)',
} as const;

export const dark: ColorScheme = {
  bg: '#0e1014',
  'bg-alt': '#13161c',
  surface: '#171a21',
  'surface-raised': '#1e222b',
  text: '#eceef3',
  muted: '#a8aebb',
  accent: '#a9b1ff',
  'accent-strong': '#c7ccff',
  'accent-soft': '#262a48',
  'accent-text': '#0e1014',
  highlight: '#ffb866',
  border: '#2c313c',
  control: '#6c7280',
  focus: '#a9b1ff',
  destructive: '#ff8a80',
  success: '#7fd69b',
  overlay: 'rgba(0, 0, 0, 0.7)',
  shadow: 'rgba(0, 0, 0, 0.5)',
};

export type SchemeName = 'light' | 'dark';

/** A colour token: `--color-<token>` in CSS. */
export type ColorToken = keyof typeof light;

/** A scheme's value for every token. */
export type ColorScheme = Readonly<Record<ColorToken, string>>;
