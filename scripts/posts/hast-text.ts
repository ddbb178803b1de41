/** The text of a piece of HTML tree, as a reader sees it: for a heading's link name or a table's. */
import type { Nodes } from 'hast';

export function hastText(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' || node.type === 'root') return node.children.map(hastText).join('');
  return '';
}

/** The same text with runs of white space as one space, trimmed: for an accessible name. */
export function hastLabel(node: Nodes): string {
  return hastText(node).replace(/\s+/g, ' ').trim();
}
