/**
 * Where a page's first screen ends: what the browser must have received to paint what a visitor
 * sees first. A home page shows its hero (`<section id="home">`); a project page, its project's
 * dialog (the `project-dialog` island; on a build from before that island, the element with
 * `role="dialog"`); any other kind of page (404, a kind added later), the whole document.
 *
 * The element is found by an HTML parser (parse5), so it ends where a browser ends it, however
 * its children nest, and the parse stops as soon as it has closed: on a long page only what comes
 * before the first screen is read.
 */
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap, type DefaultTreeAdapterTypes, type TreeAdapter } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;

/** An element by one of its attributes (and its tag name): `<section id="home">`. */
interface Wanted {
  tag?: string;
  name: string;
  value: string;
}

const is = (element: Element, { tag, name, value }: Wanted) =>
  (tag === undefined || element.tagName === tag) && element.attrs.some((attr) => attr.name === name && attr.value === value);

interface FirstScreenRule {
  /** How a report names it: `hero`. */
  what: string;
  /** How a report names the element that ends it. */
  element: string;
  /** The elements that end it, the preferred one first; a later one counts only when no earlier one is on the page. */
  ends: readonly Wanted[];
}

const RULES: Readonly<Record<string, FirstScreenRule>> = {
  home: { what: 'hero', element: '<section id="home">', ends: [{ tag: 'section', name: 'id', value: 'home' }] },
  projects: {
    what: 'project dialog',
    element: '[data-island="project-dialog"], or before that island [role="dialog"]',
    ends: [
      { name: 'data-island', value: 'project-dialog' },
      { name: 'role', value: 'dialog' },
    ],
  },
};

/** What ends the first screen of a kind of page, for a message: `hero (<section id="home">)`. */
export function firstScreenElement(kind: string): string {
  const rule = RULES[kind];
  return rule ? `${rule.what} (${rule.element})` : 'document';
}

export interface FirstScreen {
  /** `hero`, `project dialog`, `document`. */
  what: string;
  /** Where it ends in the HTML (a string index): the first screen is `html.slice(0, end)`. */
  end: number;
}

/** Thrown to end a parse once the element is found: parse5 has no other way to stop. */
const FOUND = new Error('the first screen’s end is found');

/** The end of a page's first screen, or undefined when the page lacks the element that ends it. */
export function firstScreen(html: string, kind: string): FirstScreen | undefined {
  const rule = RULES[kind];
  if (!rule) return { what: 'document', end: html.length };
  // An element whose attribute value is nowhere in the text is not on the page: the parse need not wait for it.
  const ends = rule.ends.filter((wanted) => html.includes(wanted.value));
  if (!ends.length) return undefined;
  const found: (number | undefined)[] = [];
  const treeAdapter: TreeAdapter<DefaultTreeAdapterMap> = {
    ...defaultTreeAdapter,
    // An element leaves the stack of open elements when it closes, its end location then known.
    onItemPop(element) {
      const which = ends.findIndex((wanted) => is(element, wanted));
      if (which < 0 || found[which] !== undefined) return;
      found[which] = element.sourceCodeLocation?.endOffset;
      if (which === 0) throw FOUND;
    },
  };
  try {
    parse(html, { sourceCodeLocationInfo: true, treeAdapter });
  } catch (error) {
    if (error !== FOUND) throw error;
  }
  const end = found.find((offset) => offset !== undefined);
  return end === undefined ? undefined : { what: rule.what, end };
}
