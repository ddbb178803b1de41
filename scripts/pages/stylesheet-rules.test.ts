import { describe, expect, it } from 'vitest';
import { stylesheetRules } from './stylesheet-rules.ts';

/** The stylesheet of `rules`, the ones marked `*` being the first screen's (already in the page). */
function sheet(rules: string[], html: string): string[] {
  const inPage = new Set(rules.flatMap((rule, index) => (rule.startsWith('*') ? [index] : [])));
  return stylesheetRules(
    rules.map((rule) => rule.replace(/^\*/, '')),
    inPage,
    html,
  );
}

const both = '<main><a class="a b">Both</a><p class="c">C</p></main>';

describe('stylesheetRules', () => {
  it('leaves out a first-screen rule that no earlier rule of the stylesheet can win over', () => {
    expect(sheet(['.a{color:red}', '*.b{padding:0}', '.c{color:red}'], both)).toEqual(['.a{color:red}', '.c{color:red}']);
  });

  it('carries a first-screen rule again after an earlier rule that sets the same property on an element of both', () => {
    expect(sheet(['.a{color:red}', '*.b{color:blue}'], both)).toEqual(['.a{color:red}', '.b{color:blue}']);
    // A shorthand and its longhand, a logical and a physical property.
    expect(sheet(['.a{margin:0}', '*.b{margin-top:1rem}'], both)).toHaveLength(2);
    expect(sheet(['.a{inset:0}', '*.b{top:1px}'], both)).toHaveLength(2);
    expect(sheet(['.a{margin-inline-start:0}', '*.b{margin-left:1px}'], both)).toHaveLength(2);
    expect(sheet(['.a{place-items:center}', '*.b{align-items:start}'], both)).toHaveLength(2);
  });

  it('leaves it out where no element has both, or where specificity, importance or pseudo-element differ', () => {
    expect(sheet(['.a{color:red}', '*.c{color:blue}'], both)).toEqual(['.a{color:red}']);
    expect(sheet(['main .a{color:red}', '*.b{color:blue}'], both)).toEqual(['main .a{color:red}']);
    expect(sheet(['.a{color:red!important}', '*.b{color:blue}'], both)).toEqual(['.a{color:red!important}']);
    expect(sheet(['.a::before{color:red}', '*.b{color:blue}'], both)).toEqual(['.a::before{color:red}']);
    expect(sheet(['a.a{color:red}', '*p.b{color:blue}'], both)).toEqual(['a.a{color:red}']);
  });

  it('reads each rule of a media query on its own', () => {
    // The first rule matches every element but sets another property; the second sets colour on none of `.b`'s.
    const print = '@media print{[data-print]{display:none}.c{color:black}}';
    expect(sheet([print, '*.b{color:blue}'], both)).toEqual([print]);
  });

  it('carries it again after a rule for a class no element of the page has, which the browser may render beside it', () => {
    expect(sheet(['.dialog{color:red}', '*.b{color:blue}'], both)).toEqual(['.dialog{color:red}', '.b{color:blue}']);
  });

  it('knows `:root` as the document element, which has the boot script’s `js` class', () => {
    expect(sheet([':root{--accent:red}', '*.js{--accent:blue}'], both)).toHaveLength(2);
    expect(sheet([':root{--accent:red}', '*.js{--other:blue}'], both)).toHaveLength(1);
    expect(sheet([':root{--accent:red}', '*.b{--accent:blue}'], both)).toHaveLength(1);
  });

  it('orders keyframes and faces only against their own names', () => {
    expect(sheet(['@keyframes fade{from{opacity:0}}', '*@keyframes fade{from{opacity:1}}'], both)).toHaveLength(2);
    expect(sheet(['@keyframes fade{from{opacity:0}}', '*@keyframes rise{from{opacity:1}}', '*.b{opacity:1}'], both)).toHaveLength(1);
    const face = (family: string) => `@font-face{font-family:"${family}";src:url(/f.woff2)}`;
    expect(sheet([face('Inter'), `*${face('Inter')}`], both)).toHaveLength(2);
    expect(sheet([face('Inter'), '*.b{font-size:1rem}'], both)).toHaveLength(1);
  });

  it('carries every later first-screen rule after an at-rule it cannot read', () => {
    const container = '@container card (min-width: 20rem){.c{display:grid}}';
    expect(sheet([container, '*.b{color:blue}'], both)).toEqual([container, '.b{color:blue}']);
  });

  it('counts a first-screen rule it carried again as one that comes before the later ones', () => {
    expect(sheet(['.a{color:red}', '*.b{color:blue}', '*.a{color:green}'], both)).toEqual(['.a{color:red}', '.b{color:blue}', '.a{color:green}']);
  });
});
