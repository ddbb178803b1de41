/**
 * A body's words without markup, for its reading time and summaries: the text of every block,
 * code included, blocks a line apart so that words at their edges stay apart. The author's raw
 * HTML tags are left out (inline, their words stay: `<kbd>Ctrl</kbd>` is "Ctrl").
 */
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';

/** Blocks whose children are blocks (or cells), each written on its own line. */
const CONTAINERS = new Set(['root', 'blockquote', 'list', 'listItem', 'footnoteDefinition', 'table', 'tableRow']);

export function markdownText(node: Nodes): string {
  if ('children' in node && CONTAINERS.has(node.type)) {
    return node.children
      .map((child) => markdownText(child))
      .filter((text) => text !== '')
      .join('\n');
  }
  return toString(node, { includeHtml: false });
}
