/**
 * A post's outline, for its table of contents: the body's h2 and h3 headings in order, each with
 * the id the renderer gave it (heading-anchors.ts) and its words. Read right after the ids are
 * given, before the renderer adds words of its own inside headings (an external link's hidden
 * "(another site)"); a footnote's number is not part of a heading's words either, and the
 * footnotes' own heading is the renderer's, not the author's.
 */
import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { PostHeading } from '../../src/lib/post-outline.ts';

const DEPTHS: Readonly<Record<string, PostHeading['depth']>> = { h2: 2, h3: 3 };

const isFootnotes = (node: Element) => node.tagName === 'section' && node.properties.dataFootnotes !== undefined;

function words(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || node.properties.dataFootnoteRef !== undefined) return '';
  return node.children.map(words).join('');
}

/** The rehype plugin: fills `outline` with the tree's headings. */
export function rehypePostOutline(outline: PostHeading[]) {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (isFootnotes(node)) return SKIP;
      const depth = DEPTHS[node.tagName];
      const { id } = node.properties;
      const text = node.children.map(words).join('').replace(/\s+/g, ' ').trim();
      if (depth && typeof id === 'string' && text) outline.push({ id, text, depth });
      return undefined;
    });
  };
}
