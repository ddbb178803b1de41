/**
 * Which of a page's CSS rules its first screen needs — the rules that can style something a
 * visitor sees before the page's stylesheet arrives (page-styles.ts) — and the rule that keeps
 * everything after the first screen out of sight until then.
 *
 * The first screen runs from the start of the page to the end of its hero: on a project page, the
 * dialog before it and the hero showing behind it. A rule can match one of its shown elements
 * only if it names one of their classes, or no class at all; a rule with `:has()` is kept too,
 * as it matches an element by what comes after it. What the first screen hides (a closed menu)
 * and what is for print wait.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { firstScreen } from '../site/first-screen.ts';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** The attribute the boot script sets on `<html>` while the stylesheet is on its way. */
export const STYLESHEET_PENDING = 'data-stylesheet';

export interface FirstScreen {
  /** The class names of the first screen's shown elements. */
  classes: Set<string>;
  /** The rules for while the stylesheet is pending: everything after the first screen (whatever follows the hero and each of its ancestors) hidden, no transition, no smooth scrolling. */
  whilePending: string;
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** The class names of the elements under `node` that can be seen: a `hidden` element and what is in it are left out. */
function shownClasses(node: Node, into: Set<string>): Set<string> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (!isElement(child) || attr(child, 'hidden') !== undefined) continue;
    for (const name of attr(child, 'class')?.split(/\s+/) ?? []) into.add(name);
    shownClasses(child, into);
  }
  return into;
}

/** The hero's ancestors and the hero, outermost first: in a fragment cut where the hero ends, the elements left open, then the one closed last. */
function pathToHero(node: Node): Element[] {
  const last = ('childNodes' in node ? node.childNodes : []).findLast(isElement);
  if (!last) return [];
  return last.sourceCodeLocation?.endTag ? [last] : [last, ...pathToHero(last)];
}

/** The first screen of a page whose root holds `html`; undefined when it has no hero (then all of its CSS stays in the page). */
export function firstScreenOf(html: string): FirstScreen | undefined {
  const screen = firstScreen(html, 'home');
  if (!screen) return undefined;
  const fragment = parseFragment(html.slice(0, screen.end), { sourceCodeLocationInfo: true });
  const after = pathToHero(fragment).map(
    (element) => `[${STYLESHEET_PENDING}] ${attr(element, 'id') ? `#${attr(element, 'id')}` : element.tagName}~*`,
  );
  const pending = `[${STYLESHEET_PENDING}]`;
  return {
    classes: shownClasses(fragment, new Set()),
    // Nothing transitions when the stylesheet applies (a section waiting to be revealed would fade out first), and an
    // address's fragment is scrolled to at once, so that the boot script's scroll to it, once styled, is the last.
    whilePending: `${after.join(',')}{visibility:hidden}${pending} *{transition:none!important}${pending}{scroll-behavior:auto!important}`,
  };
}

/**
 * A web font's face: its file waits for the stylesheet, after the first paint. A font the browser
 * has before it paints holds the largest text's paint back for it (Lighthouse: +450 ms on every
 * page); without it the text paints at once in the fallback, whose face stays, taking the same room.
 */
export const isWebFontFace = (rule: string) => /^@font-face\s*\{[^}]*\burl\(/i.test(rule.trim());

/** Whether the first screen (its shown classes) needs a rule: styled-components writes one rule, or one at-rule, at a time. */
export function firstScreenNeeds(rule: string, classes: ReadonlySet<string>): boolean {
  if (isWebFontFace(rule)) return false;
  const named = new Set<string>();
  let looksAhead = false;
  const reader = selectorParser((selectors) => {
    selectors.walkClasses((name) => void named.add(name.value));
    selectors.walkPseudos((pseudo) => void (looksAhead ||= pseudo.value.toLowerCase() === ':has'));
  });
  const root = postcss.parse(rule);
  const first = root.first;
  if (first?.type === 'atrule' && first.name.toLowerCase() === 'media' && first.params.trim().toLowerCase() === 'print') return false;
  root.walkRules((node) => {
    // A keyframe's selector is an offset (`50%`), not a selector.
    if (node.parent?.type === 'atrule' && /keyframes$/i.test((node.parent as postcss.AtRule).name)) return;
    reader.processSync(node.selector);
  });
  return looksAhead || named.size === 0 || [...named].some((name) => classes.has(name));
}
