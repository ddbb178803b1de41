import { describe, expect, it } from 'vitest';
import { checkTheme } from './theme-checks.ts';

function problems(accent: unknown): string[] {
  const found: string[] = [];
  checkTheme({ theme: { accent } }, (file, pointer, message, hint) => found.push(`${file} ${pointer} ${message}${hint ? ` — ${hint}` : ''}`));
  return found;
}

describe('checkTheme', () => {
  it('takes any colour CSS writes', () => {
    for (const accent of ['#0f766e', '#0f7', 'teal', 'rgb(15 118 110)', 'hsl(174 77% 26%)', 'oklch(52% 0.1 185)']) expect(problems(accent)).toEqual([]);
  });

  it('refuses what is not a colour, with the colour name it most likely meant, or how a hex colour is written', () => {
    expect(problems('tael')).toEqual([
      'site /theme/accent must be a colour such as "#0f766e", "teal" or "oklch(52% 0.1 185)" (got "tael") — did you mean "teal"?',
    ]);
    expect(problems('#0f766')).toEqual([
      'site /theme/accent must be a colour such as "#0f766e", "teal" or "oklch(52% 0.1 185)" (got "#0f766") — a colour in hex has 3 or 6 digits from 0 to 9 and a to f after the #, like #0f766e',
    ]);
    expect(problems('the green of my logo')[0]).toMatch(/— write it as #rrggbb, as a CSS colour name, or as rgb\(…\), hsl\(…\) or oklch\(…\)$/);
  });

  it('refuses a translucent colour: the accent is drawn on every background of the page', () => {
    expect(problems('#0f766e80')).toEqual([
      'site /theme/accent must be an opaque colour (got "#0f766e80") — leave out the transparency: the accent is drawn on every background of the page',
    ]);
    expect(problems('transparent')).toHaveLength(1);
  });

  it('leaves what is not a text to the schema', () => {
    expect(problems(42)).toEqual([]);
    expect(problems(undefined)).toEqual([]);
  });
});
