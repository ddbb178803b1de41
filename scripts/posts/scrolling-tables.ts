/**
 * Tables that scroll sideways on a narrow phone instead of widening the page: each is wrapped in
 * `<div class="table-scroll" role="region" tabindex="0" aria-label="…">`, a named region that a
 * keyboard can reach and scroll (the page's CSS gives it `overflow-x: auto`). Its name is the
 * table's header row, "Option, Default, Meaning", or `words.table` when that row has no text.
 * A header cell without words (the corner of `| | Before | After |`) becomes a plain cell: a
 * header that names nothing is announced as nothing.
 */
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { hastLabel } from './hast-text.ts';

/** The words of a table's first row of headers, each cell's apart. */
function headerText(table: Element): string {
  let row: Element | undefined;
  visit(table, 'element', (node) => {
    if (node.tagName !== 'tr') return;
    row = node;
    return false;
  });
  const cells = (row?.children ?? []).filter((cell): cell is Element => cell.type === 'element' && cell.tagName === 'th');
  return cells
    .map(hastLabel)
    .filter((text) => text !== '')
    .join(', ');
}

export function rehypeScrollingTables(genericName: string) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'table' || parent === undefined || index === undefined) return;
      visit(node, 'element', (cell) => {
        if (cell.tagName === 'th' && hastLabel(cell) === '') cell.tagName = 'td';
      });
      const properties = { className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: headerText(node) || genericName };
      parent.children[index] = { type: 'element', tagName: 'div', properties, children: [node] };
      return SKIP;
    });
  };
}
