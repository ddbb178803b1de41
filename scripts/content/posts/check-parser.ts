/**
 * The content check's Markdown parser: CommonMark and GitHub's footnotes, and nothing else. The
 * check reads links, images, headings and code fences, which the other extensions do not change:
 * a table's row, read as a paragraph, has its links where the table has them, and a task's box is
 * text. Footnotes are needed: without them `[^1]: A note` would read as a link to `A`. Bare web
 * addresses turned into links, tables and the rest took over a quarter of the parse of 200 posts.
 * The renderer (scripts/posts/render-markdown.ts) parses with all of GitHub's extensions.
 */
import type { Root } from 'mdast';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';

function footnotes(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote());
  (data.fromMarkdownExtensions ??= []).push(gfmFootnoteFromMarkdown());
}

const parser = unified().use(remarkParse).use(footnotes);

/** A body's syntax tree, with positions. */
export function parseBody(markdown: string): Root {
  return parser.parse(markdown);
}
