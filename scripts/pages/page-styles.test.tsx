import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { pageStyles } from './page-styles.ts';

const Global = createGlobalStyle`
  @font-face { font-family: Inter; src: url(/assets/fonts/inter-en-1.woff2); font-weight: 400 850; font-display: swap; }
  @font-face { font-family: Inter Fallback; src: local(Arial); size-adjust: 107.1%; }
  body { margin: 0; }
`;
/** Made before the button, so its rule comes first in the page's CSS; it colours its children, a button among them. */
const Frame = styled.div.withConfig({ componentId: 'sc-frame' })`
  & > * {
    color: red;
  }
`;
const Button = styled.button.withConfig({ componentId: 'sc-button' })`
  color: blue;
`;
const Hero = styled.section.withConfig({ componentId: 'sc-hero' })`
  min-height: 80vh;
`;
const About = styled.section.withConfig({ componentId: 'sc-about' })`
  padding: 4rem;
`;
const Print = styled.p.withConfig({ componentId: 'sc-print' })`
  @media print {
    display: none;
  }
`;
/** A static extension of a component islands render too. */
const BigButton = styled(Button).withConfig({ componentId: 'sc-big-button' })`
  color: green;
`;

function render(below: React.ReactNode, hero = true): { tags: string; html: string } {
  const sheet = new ServerStyleSheet();
  const html = renderToString(
    sheet.collectStyles(
      <>
        <Global />
        <main id="main">
          {hero ? (
            <Hero id="home">
              <Button>CV</Button>
            </Hero>
          ) : null}
          <About id="about">{below}</About>
          <Print>Printed</Print>
        </main>
      </>,
    ),
  );
  return { tags: sheet.getStyleTags(), html };
}

describe('pageStyles', () => {
  it('keeps in the page the rules of what the first screen shows, hides the rest until the stylesheet has the others, and does not send them twice', () => {
    const { tags, html } = render(<p>About me</p>);
    const styles = pageStyles(tags, html, new Set(['sc-button']));
    if ('whole' in styles) throw new Error('expected the CSS to be split');
    expect(styles.critical).toContain('body{margin:0;}');
    // A web font's file waits for the stylesheet; its fallback, which asks for nothing, is there from the first paint.
    expect(styles.critical).not.toContain('inter-en-1.woff2');
    expect(styles.critical).toContain('@font-face{font-family:Inter Fallback;src:local(Arial);');
    expect(styles.stylesheet).toContain('@font-face{font-family:Inter;src:url(/assets/fonts/inter-en-1.woff2);');
    expect(styles.critical).toContain('{min-height:80vh;}');
    expect(styles.critical).toContain('{color:blue;}');
    expect(styles.critical).not.toContain('padding:4rem');
    expect(styles.critical).not.toContain('@media print');
    expect(styles.critical).toContain('[data-stylesheet] #main~*,[data-stylesheet] #home~*{visibility:hidden}');
    // The stylesheet: the other rules, in the page's order, without markers; none the first screen has.
    const order = ['inter-en-1.woff2', 'padding:4rem', '@media print'].map((rule) => styles.stylesheet.indexOf(rule));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    for (const rule of ['margin:0', 'color:blue', 'min-height:80vh']) expect(styles.stylesheet).not.toContain(rule);
    expect(styles.stylesheet).not.toContain('data-styled');
    // The island's button is written again by the browser side, after the stylesheet, where it belongs: no marker needed.
    expect(styles.markers).toBe('');
  });

  it('keeps the marker of a component islands render when a static element extends it, so its rules are not written after the extension', () => {
    const { tags, html } = render(<BigButton>Write to me</BigButton>);
    const styles = pageStyles(tags, html, new Set(['sc-button']));
    if ('whole' in styles) throw new Error('expected the CSS to be split');
    expect(styles.markers).toMatch(/^<style data-styled="true"[^>]*>data-styled\.g\d+\[id="sc-button"\]\{content:"[^"]+"\}<\/style>$/);
    expect(styles.stylesheet).toContain('color:green');
  });

  it('sends a first-screen rule again after a rule of the stylesheet that would otherwise win over it', () => {
    // Below the fold, a frame's rule for its children (the same specificity as the button's, earlier in the page's CSS)
    // meets a button, whose own colour must still win: its rule, in the page from the first screen, comes again after.
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(
        <main id="main">
          <Hero id="home">
            <Button>CV</Button>
          </Hero>
          <About id="about">
            <Frame>
              <Button>Write to me</Button>
            </Frame>
          </About>
        </main>,
      ),
    );
    const styles = pageStyles(sheet.getStyleTags(), html, new Set());
    if ('whole' in styles) throw new Error('expected the CSS to be split');
    expect(styles.critical).toContain('{color:blue;}');
    const [red, blue] = ['color:red', 'color:blue'].map((rule) => styles.stylesheet.indexOf(rule));
    expect(red).toBeGreaterThanOrEqual(0);
    expect(blue).toBeGreaterThan(red ?? 0);
  });

  it('keeps the whole CSS in the page, with the islands’ markers only, when the page has no hero', () => {
    const { tags, html } = render(<p>Not found</p>, false);
    const styles = pageStyles(tags, html, new Set(['sc-about']));
    if (!('whole' in styles)) throw new Error('expected the whole CSS');
    expect(styles.whole).toContain('padding:4rem');
    expect(styles.whole).toContain('id="sc-about"');
    expect(styles.whole).not.toContain('id="sc-hero"');
    // Its web fonts come after the first paint, from what the boot script adds (page-head.ts).
    expect(styles.whole).not.toContain('woff2');
    expect(styles.whole).toContain('local(Arial)');
  });

  it('has nothing to split without styles', () => {
    expect(pageStyles('', '<main><section id="home"></section></main>', new Set())).toEqual({ whole: '' });
  });
});
