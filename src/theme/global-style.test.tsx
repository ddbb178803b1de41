import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { dark, light } from './color-schemes.ts';
import { GlobalStyle } from './global-style.ts';
import { DEFAULT_LOOK, RADIUS_SCALES, type Look } from './look.ts';
import { theme } from './theme.ts';

function css(look: Look): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle $look={look} />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

const themed: Look = {
  ...DEFAULT_LOOK,
  light: { ...light, accent: '#0f766e' },
  dark: { ...dark, accent: '#5eead4' },
  radii: RADIUS_SCALES.sharp,
  fonts: { body: '"Inter", "Inter Fallback", system-ui', heading: '"Fraunces", "Fraunces Fallback", serif' },
  faces: [{ family: 'Inter', url: '/assets/fonts/inter-en-abc.woff2', weight: '400 850', unicodeRange: 'U+20-7E' }],
  fallbacks: [
    {
      family: 'Inter Fallback',
      local: ['Arial', 'Liberation Sans'],
      weight: '400',
      sizeAdjust: '107.12%',
      ascentOverride: '90.44%',
      descentOverride: '22.52%',
    },
  ],
};

describe('the global style', () => {
  it('gives the tokens the site’s own values without a look of the owner’s, and declares no font', () => {
    const style = css(DEFAULT_LOOK);
    expect(style).toContain(`--color-accent:${light.accent};`);
    expect(style).toContain(`--color-accent:${dark.accent};`);
    expect(style).toContain('--radius-md:12px;--radius-lg:20px;--radius-pill:999px;');
    expect(style).toContain('--font-body:system-ui,');
    expect(style).not.toContain('@font-face');
  });

  it('gives them the owner’s colours in each scheme, corners and fonts, with each web font’s face and its fallback’s', () => {
    const style = css(themed);
    expect(style).toMatch(/:root\{--reach-dialog:1;color-scheme:light;[^}]*--color-accent:#0f766e;/);
    expect(style).toContain('--color-accent:#5eead4;');
    expect(style).toContain('--radius-md:4px;--radius-lg:6px;--radius-pill:6px;');
    expect(style).toContain('--font-body:"Inter","Inter Fallback",system-ui;--font-heading:"Fraunces","Fraunces Fallback",serif;');
    expect(style).toContain(
      '@font-face{font-family:Inter;src:url(/assets/fonts/inter-en-abc.woff2);font-weight:400 850;font-display:swap;unicode-range:U+20-7E;}',
    );
    expect(style).toContain(
      '@font-face{font-family:Inter Fallback;src:local(Arial),local(Liberation Sans);size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;}',
    );
    expect(style).toMatch(/h1,h2,h3,h4\{font-family:var\(--font-heading\);/);
  });
});
