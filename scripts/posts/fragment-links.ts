/**
 * In-page links that still reach their target once sanitising has prefixed the author's ids: a
 * footnote's `#fn-1` becomes `#user-content-fn-1`, as does a link to an anchor of the author's
 * HTML. GitHub does this in the browser; the build does it once. A fragment that names an id as
 * it is (a heading's, given after sanitising) stays as written.
 */
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { CLOBBER_PREFIX } from './sanitize-schema.ts';

function decoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

export function rehypeFragmentLinks() {
  return (tree: Root) => {
    const ids = new Set<string>();
    visit(tree, 'element', (node) => {
      if (typeof node.properties.id === 'string') ids.add(node.properties.id);
      // An <a name> is a fragment's target too (an old way to write an anchor).
      if (node.tagName === 'a' && typeof node.properties.name === 'string') ids.add(node.properties.name);
    });
    visit(tree, 'element', (node) => {
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#')) return;
      const target = decoded(href.slice(1));
      if (!ids.has(target) && ids.has(CLOBBER_PREFIX + target)) node.properties.href = `#${CLOBBER_PREFIX}${href.slice(1)}`;
    });
  };
}
