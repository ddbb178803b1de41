import { createHighlighter } from 'shiki';
import type { BundledLanguage, BundledTheme, Highlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_THEMES } from './code-blocks.ts';
import { CODE_SAMPLES } from './code-samples.ts';

/** A #rgb, #rrggbb or #rrggbbaa colour as 0–255 channels, a translucent one laid over `under`. */
function channels(color: string, under: readonly number[] = [255, 255, 255]): number[] {
  const hex = color.length < 6 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
  const [r, g, b, a = 255] = (hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  return [r, g, b].map((c, i) => ((c ?? 0) * a + (under[i] ?? 0) * (255 - a)) / 255);
}

/** WCAG 2's contrast ratio of two colours given as channels. */
function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) =>
    rgb.map((c) => c / 255).reduce((sum, c, i) => sum + [0.2126, 0.7152, 0.0722][i]! * (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4), 0);
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The samples by language (their keys are Shiki's languages: CODE_SAMPLES' type says so). */
const samples = Object.entries(CODE_SAMPLES) as [BundledLanguage, string][];

let shiki: Highlighter;
beforeAll(async () => {
  shiki = await createHighlighter({ themes: [...Object.values(CODE_THEMES), 'github-dark', 'github-light'], langs: samples.map(([lang]) => lang) });
});

/** Every colour a theme gives the sample's tokens, with the lowest contrast against the theme's background. */
function lowestContrast(theme: BundledTheme): { ratio: number; color: string; token: string; colors: number } {
  const { bg, fg } = shiki.getTheme(theme);
  const background = channels(bg);
  const colors = new Set<string>();
  let lowest = { ratio: Infinity, color: '', token: '' };
  for (const [lang, code] of samples) {
    for (const token of shiki.codeToTokensBase(code, { lang, theme }).flat()) {
      if (token.content.trim() === '') continue;
      const color = token.color ?? fg;
      colors.add(color.toLowerCase());
      const ratio = contrast(channels(color, background), background);
      if (ratio < lowest.ratio) lowest = { ratio, color, token: `${lang} ${token.content}` };
    }
  }
  return { ...lowest, colors: colors.size };
}

describe('contrast', () => {
  it('is WCAG’s ratio', () => {
    expect(contrast(channels('#000'), channels('#fff'))).toBeCloseTo(21, 5);
    expect(contrast(channels('#767676'), channels('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrast(channels('#777777'), channels('#ffffff'))).toBeCloseTo(4.48, 2);
    // Black at 128/255 opacity over white: 255 × 127/255.
    expect(channels('#00000080')).toEqual([127, 127, 127]);
  });
});

describe('the code themes', () => {
  it('are github-light-default and github-dark-default', () => {
    expect(CODE_THEMES).toEqual({ light: 'github-light-default', dark: 'github-dark-default' });
  });

  for (const [scheme, theme] of Object.entries(CODE_THEMES)) {
    it(`${scheme}: every token of the sample (TS, bash, JSON, YAML, Python, CSS, HTML, diff) has 4.5:1 against ${theme}’s background`, () => {
      const lowest = lowestContrast(theme);
      // The sample meets the theme's colours, not just its text colour: 9 of the 10 each theme gives text.
      expect(lowest.colors).toBeGreaterThanOrEqual(9);
      expect(lowest.ratio, `${lowest.color} (${lowest.token})`).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('would catch a theme with a faint comment colour (github-dark’s, 3.05:1)', () => {
    const lowest = lowestContrast('github-dark');
    expect(lowest.ratio).toBeCloseTo(3.05, 2);
    expect(lowest.color.toLowerCase()).toBe('#6a737d');
  });

  it('measures the chosen themes’ lowest as 4.55 (light, comments #6e7781) and 6.15 (dark, comments #8b949e)', () => {
    expect(lowestContrast(CODE_THEMES.light)).toMatchObject({ ratio: expect.closeTo(4.55, 2), color: '#6E7781' });
    expect(lowestContrast(CODE_THEMES.dark)).toMatchObject({ ratio: expect.closeTo(6.15, 2), color: '#8B949E' });
  });
});
