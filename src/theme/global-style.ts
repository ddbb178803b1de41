import { createGlobalStyle } from 'styled-components';
import { colorVariables, fontFaces, shapeVariables } from './look-style.ts';
import type { Look } from './look.ts';
import { whenDark } from './scheme-selectors.ts';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * The page's own elements, and the owner's look as the values of the theme's custom properties.
 * Scheme selection without a flash: the boot script sets `data-theme` on <html> from the visitor's
 * saved choice before the first paint; without one, the owner's scheme (the page's `data-theme`)
 * or else the system preference wins. The scrollbar's room is kept (scrollbar-gutter): a page
 * painted before all of it has arrived (a slow network, a busy phone) is shorter than the screen,
 * and the scrollbar its arrival brings would push everything sideways.
 */
export const GlobalStyle = createGlobalStyle<{ $look: Look }>`
  ${({ $look }) => fontFaces($look)}
  :root {
    /* Tells @reach/dialog its required styles are provided (ours, in project-dialog.tsx). */
    --reach-dialog: 1;
    color-scheme: light;
    ${({ $look }) => colorVariables($look.light)}
    ${({ $look }) => shapeVariables($look)}
  }
  ${({ $look }) => whenDark(':root', `color-scheme: dark; ${colorVariables($look.dark)}`)}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    scroll-behavior: smooth;
    scrollbar-gutter: stable;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    -webkit-font-smoothing: antialiased;
    overflow-wrap: break-word;
  }

  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.15; margin: 0; letter-spacing: -0.02em; }
  p { margin: 0; }
  ul { margin: 0; padding: 0; }
  img, svg { display: block; max-width: 100%; }
  a { color: ${({ theme }) => theme.colors.accent}; text-underline-offset: 0.2em; }
  button { font: inherit; color: inherit; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
    border-radius: 4px;
  }

  /* Section ids are scroll targets: leave room for the sticky navigation. */
  section[id] { scroll-margin-top: ${({ theme }) => theme.layout.navHeight}; }
  input, textarea { scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + 2.5rem); }

  [data-print='only'] { display: none; }

  /* Below the hero, a section costs no style, layout or paint until it nears the viewport: the
     stylesheet and web fonts that arrive after the first paint restyle what is on screen, not the
     whole page. Its last rendered height is kept (auto), so nothing jumps when it leaves the screen. */
  section[data-revealed] { content-visibility: auto; contain-intrinsic-size: auto 50rem; }
  /* A section an address leads to (/#contact) is reached where it really is: those before it are laid out in full. */
  section[data-revealed]:has(~ :target, ~ * :target) { content-visibility: visible; }

  /* An island's element only marks where its root is (src/islands): it takes no part in layout. */
  [data-island] { display: contents; }

  /* Printing gives a clean CV: light colours, no navigation, buttons or motion, every project,
     link targets written out, and no entry split across pages. */
  @media print {
    /* The light scheme (the dark one applies on screen only), on white paper. */
    :root {
      --color-bg: #ffffff;
      --color-bg-alt: #ffffff;
    }
    html { font-size: 10.5pt; scroll-behavior: auto; }
    body { background: #ffffff; }
    [data-print='hide'] { display: none !important; }
    [data-print='only'] { display: block; }
    section[id] { padding: 14pt 0 !important; content-visibility: visible !important; }
    section[id]::before { display: none !important; }
    section[id] > * { opacity: 1 !important; transform: none !important; animation: none !important; }
    *, *::before, *::after { box-shadow: none !important; transition: none !important; }
    a { color: inherit; }
    a[href^='http']::after {
      content: ' (' attr(href) ')';
      font-size: 0.85em;
      font-weight: 400;
      overflow-wrap: anywhere;
    }
    article, li, figure { break-inside: avoid; }
    h1, h2, h3, h4 { break-after: avoid; }
  }

  .visually-hidden {
    ${visuallyHidden}
  }
`;
