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

/** The rehype plugin: ids, then the links, named by `headingLink`. */
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
    links(tree);
  };
}
