/**
 * Which of a page's rules its stylesheet carries. The first screen's rules are already in the
 * page (page-styles.ts); the stylesheet needs the others, and a first-screen rule again only where
 * the cascade needs it after them. Applying a rule the page already has restyles every element it
 * matches: on a phone, the stylesheet's arrival after the first paint was one task of 40–60 ms,
 * most of it restyling the first screen with the rules it had.
 *
 * A first-screen rule left out of the stylesheet comes, in the cascade, before all of the
 * stylesheet's rules, where in the page's CSS it came after some of them. That changes nothing
 * unless one of those earlier rules can win over it instead: both can match one element (the same
 * pseudo-element, the same tag, classes an element of the page has together), with the same
 * specificity and importance, and they set the same property or one of its shorthands. Anything
 * this cannot tell (a class no element of the page has, as in a dialog the browser renders later;
 * an at-rule other than a media or support query, a face or keyframes) counts as a rule that could
 * win, so the first-screen rule stays in the stylesheet too.
 */
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { calculate } from 'specificity';
import { elementsOf } from './page-elements.ts';

/** What a selector's subject (its last compound) says about the element it matches. */
interface Subject {
  tag?: string;
  classes: string[];
  pseudoElement?: string;
  specificity: string;
}

interface Declaration {
  property: string;
  important: boolean;
  /** The properties it can set one another with (`family` below), read once: pages compare it often. */
  family: string;
}

/** A style rule: the subjects of its selectors, and what it sets. */
interface StyleRule {
  subjects: Subject[];
  declarations: Declaration[];
}

/** What a rule, or an at-rule of rules, could style. */
type RuleFacts =
  { kind: 'style'; rules: StyleRule[] } | { kind: 'keyframes'; name: string } | { kind: 'font-face'; family: string } | { kind: 'other' };

function subjectOf(selector: selectorParser.Selector): Subject {
  const last = selector.nodes.findLastIndex((node) => node.type === 'combinator');
  const compound = selector.nodes.slice(last + 1);
  let tag = compound.find((node) => node.type === 'tag')?.value.toLowerCase();
  // `:root` is the document's element; other pseudo-classes (states, :is(), :not()) say nothing sure.
  if (compound.some((node) => node.type === 'pseudo' && node.value.toLowerCase() === ':root')) tag = 'html';
  const pseudoElement = compound.find((node) => node.type === 'pseudo' && node.value?.startsWith('::'))?.value?.toLowerCase();
  const { A, B, C } = calculate(selector.toString().trim());
  return {
    tag,
    classes: compound.filter((node) => node.type === 'class').map((node) => node.value),
    pseudoElement,
    specificity: `${A},${B},${C}`,
  };
}

/** Rules read so far: a site's pages share most of their rules, and reading one parses its selectors twice. */
const read = new Map<string, RuleFacts>();

/** A rule's facts; a rule this cannot read (a selector the specificity parser refuses) is an `other`. */
function factsOf(rule: string): RuleFacts {
  let facts = read.get(rule);
  if (!facts) {
    try {
      facts = readFacts(rule);
    } catch {
      facts = { kind: 'other' };
    }
    read.set(rule, facts);
  }
  return facts;
}

function readFacts(rule: string): RuleFacts {
  const root = postcss.parse(rule);
  const first = root.first;
  if (first?.type === 'atrule' && /keyframes$/i.test(first.name)) return { kind: 'keyframes', name: first.params.trim() };
  if (first?.type === 'atrule' && /^font-face$/i.test(first.name)) {
    const family = first.nodes?.find((node) => node.type === 'decl' && node.prop.toLowerCase() === 'font-family');
    return { kind: 'font-face', family: family?.type === 'decl' ? family.value.replace(/["']/g, '').trim().toLowerCase() : '' };
  }
  const rules: StyleRule[] = [];
  let understood = true;
  root.walkAtRules((node) => {
    // A media or support query holds rules; `@page` styles the printed page's box, no element.
    if (!/^(media|supports|page)$/i.test(node.name)) understood = false;
  });
  root.walkRules((node) => {
    if (node.parent?.type === 'atrule' && /^page$/i.test((node.parent as postcss.AtRule).name)) return;
    const subjects: Subject[] = [];
    selectorParser((selectors) => selectors.each((selector) => void subjects.push(subjectOf(selector)))).processSync(node.selector);
    const declarations = node.nodes.flatMap((child) => {
      if (child.type !== 'decl') return [];
      const property = child.prop.toLowerCase().replace(/^-(webkit|moz|ms)-/, '');
      return [{ property, important: child.important === true, family: family(property) }];
    });
    rules.push({ subjects, declarations });
  });
  return understood && rules.length > 0 ? { kind: 'style', rules } : { kind: 'other' };
}

/**
 * Families of properties that can set one another: a property's family is its name up to the first
 * hyphen (`margin`, `margin-top`, `margin-inline-start`), and these families are one group.
 */
const RELATED_FAMILIES = [
  ['inset', 'top', 'right', 'bottom', 'left'],
  ['place', 'align', 'justify'],
  ['gap', 'row', 'column', 'columns', 'grid'],
  ['font', 'line'],
  ['width', 'height', 'inline', 'block', 'min', 'max'],
  ['overflow', 'word'],
];
const familyGroup = new Map(RELATED_FAMILIES.flatMap((group, index) => group.map((family) => [family, `group ${index}`] as const)));
const family = (property: string) => {
  const head = property.split('-')[0] ?? property;
  return familyGroup.get(head) ?? head;
};

function related(a: Declaration, b: Declaration): boolean {
  if (a.important !== b.important) return false;
  if (a.property.startsWith('--') || b.property.startsWith('--')) return a.property === b.property;
  return a.property === 'all' || b.property === 'all' || a.family === b.family;
}

/** Whether an earlier rule `a` could win, on some element, over a later rule `b` moved before it. */
function couldWin(a: RuleFacts, b: RuleFacts, sameElement: (x: Subject, y: Subject) => boolean): boolean {
  if (a.kind === 'other' || b.kind === 'other') return true;
  // Of two keyframes or two faces, the later wins only over one of the same name or family.
  if (a.kind === 'keyframes' || b.kind === 'keyframes') return a.kind === 'keyframes' && b.kind === 'keyframes' && a.name === b.name;
  if (a.kind === 'font-face' || b.kind === 'font-face') return a.kind === 'font-face' && b.kind === 'font-face' && a.family === b.family;
  return a.rules.some((ra) =>
    b.rules.some(
      (rb) =>
        ra.declarations.some((x) => rb.declarations.some((y) => related(x, y))) &&
        ra.subjects.some((x) => rb.subjects.some((y) => x.specificity === y.specificity && sameElement(x, y))),
    ),
  );
}

/**
 * The stylesheet's rules: of `rules` (a page's CSS, one rule or at-rule each, in cascade order),
 * those not `inPage`, and those in it that an earlier rule of the stylesheet could win over.
 * `html`: the page's markup, whose elements say which classes go together.
 */
export function stylesheetRules(rules: readonly string[], inPage: ReadonlySet<number>, html: string): string[] {
  const hasElement = elementsOf(html);
  const sameElement = (x: Subject, y: Subject): boolean =>
    x.pseudoElement === y.pseudoElement && (!x.tag || !y.tag || x.tag === y.tag) && hasElement(x.tag ?? y.tag, [...x.classes, ...y.classes]);
  const facts = rules.map(factsOf);
  const carried: number[] = [];
  rules.forEach((_, index) => {
    if (!inPage.has(index) || carried.some((earlier) => couldWin(facts[earlier] as RuleFacts, facts[index] as RuleFacts, sameElement)))
      carried.push(index);
  });
  return carried.map((index) => rules[index] as string);
}
