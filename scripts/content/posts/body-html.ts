/**
 * The images and links an author writes in HTML inside a post's Markdown (`<img src alt>`,
 * `<a href>`), each at its line and column in the body: the renderer keeps them (rehype-raw, then
 * the sanitiser), so the check reads them as it reads Markdown's `![…](…)` and `[…](…)`.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import type { Html } from 'mdast';
import type { Position } from '../source-map.ts';
import { STRIPPED } from '../../posts/stripped-elements.ts';

export type HtmlReference = { kind: 'image'; src: string; alt: string | undefined; at: Position } | { kind: 'link'; href: string; at: Position };

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;

const stripped = new Set<string>(STRIPPED);

/** The references in one HTML node of the body's tree; `at` places a position within its text in the body. */
export function htmlReferences(node: Html, at: (line: number, col: number) => Position): HtmlReference[] {
  const found: HtmlReference[] = [];
  const start = node.position?.start ?? { line: 1, column: 1 };
  // A line after the node's first starts at its column 1 (a container's marks, `> ` or a list's indent, are not in its text).
  const place = (line: number, col: number) => at(start.line + line - 1, line === 1 ? start.column + col - 1 : col);
  const visit = (element: Node) => {
    if (!('childNodes' in element)) return;
    if ('tagName' in element) {
      // Gone from the page with everything in it: the sanitiser strips these.
      if (stripped.has(element.tagName)) return;
      const attribute = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
      const location = element.sourceCodeLocation;
      const where = location ? place(location.startLine, location.startCol) : place(1, 1);
      const src = attribute('src');
      const href = attribute('href');
      if (element.tagName === 'img' && src !== undefined) found.push({ kind: 'image', src, alt: attribute('alt'), at: where });
      if (element.tagName === 'a' && href !== undefined) found.push({ kind: 'link', href, at: where });
    }
    element.childNodes.forEach(visit);
  };
  visit(parseFragment(node.value, { sourceCodeLocationInfo: true }));
  return found;
}
