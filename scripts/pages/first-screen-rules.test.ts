import { describe, expect, it } from 'vitest';
import { firstScreenNeeds, firstScreenOf } from './first-screen-rules.ts';

const page = (hero: string, rest = '<section id="about" class="about"><p class="text">About</p></section>') =>
  `<div data-island="dialog"><div role="dialog" class="dialog">Project</div></div><header class="bar"><nav class="nav">` +
  `<div id="menu" hidden class="menu"><a class="menu-link" href="#home">Home</a></div></nav></header>` +
  `<main id="main"><section id="home" class="hero">${hero}</section>${rest}</main><footer class="footer">©</footer>`;

describe('firstScreenOf', () => {
  it('has the classes shown from the start of the page to the end of the hero, and none that is hidden or after it', () => {
    const screen = firstScreenOf(page('<h1 class="title">Sam</h1><span id="hero-end" hidden class="end"></span>'));
    expect(screen?.classes).toEqual(new Set(['dialog', 'bar', 'nav', 'hero', 'title']));
  });

  it('hides what follows the hero and each of its ancestors, and stops transitions and smooth scrolling, while the stylesheet is pending', () => {
    expect(firstScreenOf(page('<h1>Sam</h1>'))?.whilePending).toBe(
      '[data-stylesheet] #main~*,[data-stylesheet] #home~*{visibility:hidden}[data-stylesheet] *{transition:none!important}[data-stylesheet]{scroll-behavior:auto!important}',
    );
    const withoutIds = '<div class="shell"><main><section id="home"><h1>Sam</h1></section><section>More</section></main></div>';
    expect(firstScreenOf(withoutIds)?.whilePending).toBe(
      '[data-stylesheet] div~*,[data-stylesheet] main~*,[data-stylesheet] #home~*{visibility:hidden}[data-stylesheet] *{transition:none!important}[data-stylesheet]{scroll-behavior:auto!important}',
    );
  });

  it('is undefined for a page without a hero', () => {
    expect(firstScreenOf('<main id="main"><h1 class="title">Not found</h1></main>')).toBeUndefined();
  });
});

describe('firstScreenNeeds', () => {
  const shown = new Set(['hero', 'title']);

  it('needs a rule that names a shown class anywhere in its selectors, or in an at-rule', () => {
    expect(firstScreenNeeds('.title{color:red;}', shown)).toBe(true);
    expect(firstScreenNeeds('.about .title,.other{color:red;}', shown)).toBe(true);
    expect(firstScreenNeeds('[aria-expanded=true]>.title{transform:none;}', shown)).toBe(true);
    expect(firstScreenNeeds('@media (min-width: 48rem){.hero{display:grid;}}', shown)).toBe(true);
  });

  it('needs a rule that names no class (the page’s own elements, variables, schemes), and one that looks ahead with :has()', () => {
    expect(firstScreenNeeds(':root{--accent:#3b33b8;}', shown)).toBe(true);
    expect(firstScreenNeeds("@media screen and (prefers-color-scheme: dark){:root:not([data-theme='light']){--bg:#000;}}", shown)).toBe(true);
    expect(firstScreenNeeds('@keyframes reveal{50%{opacity:0.5;}to{opacity:1;}}', shown)).toBe(true);
    expect(firstScreenNeeds('html:has(.dialog){overflow:hidden;}', shown)).toBe(true);
  });

  it('leaves a rule whose classes are all elsewhere, and what is for print', () => {
    expect(firstScreenNeeds('.about{padding:4rem;}', shown)).toBe(false);
    expect(firstScreenNeeds('.about:hover .text{color:red;}', shown)).toBe(false);
    expect(firstScreenNeeds("a.text[href$='.pdf']{color:red;}", shown)).toBe(false);
    expect(firstScreenNeeds("@media print{[data-print='hide']{display:none;}}", shown)).toBe(false);
  });

  it('leaves a web font’s face, whose file would hold the first paint back, and keeps its fallback’s', () => {
    expect(firstScreenNeeds('@font-face{font-family:Inter;src:url(/assets/fonts/inter-en-1.woff2);font-display:swap;}', shown)).toBe(false);
    expect(firstScreenNeeds('@font-face{font-family:Inter Fallback;src:local(Arial),local(Liberation Sans);size-adjust:107.1%;}', shown)).toBe(true);
  });

  it('reads a class in an attribute value as a value, not a class', () => {
    expect(firstScreenNeeds("a[href$='.about']{color:red;}", shown)).toBe(true);
  });
});
