/**
 * A built page's elements as parse5 reads them, for the budget's readers of HTML: in document
 * order, each attribute by its name, each text as the browser decodes it. The budget reads the
 * page's tree rather than its text so that an attribute's order or quotes change nothing, and a
 * tag written in a comment or a script's text is no element.
 */
import type { DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/**
 * Every element under `parent`, in document order, a template's content included; an element
 * `skip` answers yes to is left out with all it holds.
 */
export function* elements(parent: ParentNode, skip: (element: Element) => boolean = () => false): Generator<Element> {
  for (const child of parent.childNodes) {
    if (!('tagName' in child) || skip(child)) continue;
    yield child;
    yield* elements('content' in child ? child.content : child, skip);
  }
}

/** An HTML attribute's value: one in a namespace is another attribute (an SVG's `xlink:href` is not its `href`). */
export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name && attr.namespace === undefined)?.value;

/** The text an element holds itself: a script's or a style's content. */
export const textOf = (element: Element): string => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
