/**
 * Whether a page has an element of a tag with classes together, as its markup says: what
 * stylesheet-rules.ts asks of two rules that could style one element.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;

interface PageElement {
  tag: string;
  classes: ReadonlySet<string>;
}

/**
 * The question for the page whose root holds `html`: is there an element of `tag` (any, when
 * undefined) with every one of `classes`? A class no element has answers yes: the browser may
 * render it later (a dialog, a menu), beside anything.
 */
export function elementsOf(html: string): (tag: string | undefined, classes: readonly string[]) => boolean {
  // The document's element (which the boot script gives its `js` class) and the body hold the root's markup.
  const elements: PageElement[] = [
    { tag: 'html', classes: new Set(['js']) },
    { tag: 'body', classes: new Set() },
  ];
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const names =
        node.attrs
          .find((attribute) => attribute.name === 'class')
          ?.value.split(/\s+/)
          .filter(Boolean) ?? [];
      elements.push({ tag: node.tagName, classes: new Set(names) });
    }
    for (const child of 'childNodes' in node ? node.childNodes : []) visit(child);
  };
  visit(parseFragment(html));
  const withClass = new Map<string, PageElement[]>();
  for (const element of elements) for (const name of element.classes) withClass.set(name, [...(withClass.get(name) ?? []), element]);
  const answers = new Map<string, boolean>();
  return (tag, classes) => {
    const key = `${tag ?? ''} ${classes.join(' ')}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      const candidates = classes.length ? (withClass.get(classes[0] as string) ?? []) : elements;
      answer =
        classes.some((name) => !withClass.has(name)) ||
        candidates.some((element) => (!tag || element.tag === tag) && classes.every((name) => element.classes.has(name)));
      answers.set(key, answer);
    }
    return answer;
  };
}
