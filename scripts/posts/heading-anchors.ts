/**
 * A link to each heading of the body, as GitHub writes it: every heading has an id from its text
 * (rehype-slug, after sanitising, so it is not prefixed and `#installation` reads well), and is
 * grouped with a link after it, `<div class="heading"><h2 id="x">…</h2><a class="heading-anchor"
 * href="#x" aria-label="Link to “…”"><span aria-hidden="true">#</span></a></div>`. The link is
 * beside the heading rather than inside it, so the heading's name stays its own words, and
 * rather than around its words, which may hold a link of their own.
 */
import type { Element, Root } from 'hast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import { hastLabel } from './hast-text.ts';

const anchorContent: Element = {
  type: 'element',
  tagName: 'span',
  properties: { ariaHidden: 'true' },
  children: [{ type: 'text', value: '#' }],
};

/** Ids the post's page gives its own elements: a heading named like one ("Main") takes `main-1` instead. */
export const PAGE_IDS: ReadonlySet<string> = new Set([
  'main',
  'root',
  'post-title',
  'mobile-menu',
  'island-props',
  'ui-texts',
  'toasts',
  'hero-end',
  'hero-name',
  'contents-title',
  'contents-list',
  'series',
  'read-next',
]);

function clear(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const { id } = child.properties;
    if (/^h[1-6]$/.test(child.tagName) && typeof id === 'string' && PAGE_IDS.has(id)) child.properties.id = `${id}-1`;
    clear(child);
  }
}

/** The rehype plugin: ids (none the page's own), then the links, named by `headingLink`. */
export function rehypeHeadingAnchors(headingLink: (heading: string) => string) {
  const ids = rehypeSlug();
  const links = rehypeAutolinkHeadings({
    behavior: 'after',
    group: { type: 'element', tagName: 'div', properties: { className: ['heading'] }, children: [] },
    properties: (heading: Element) => ({ className: ['heading-anchor'], ariaLabel: headingLink(hastLabel(heading)) }),
    content: anchorContent,
  });
  return (tree: Root) => {
    ids(tree);
    clear(tree);
    links(tree);
  };
}
