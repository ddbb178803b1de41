/**
 * The Markdown renderer of the posts' bodies: GitHub-flavoured Markdown (tables, footnotes, task
 * lists, strikethrough, autolinks) to HTML, in one pipeline.
 *
 *   parse (remark, GFM) → HTML tree (footnotes in the body's words, tasks' states read)
 *   → the author's HTML parsed (rehype-raw) → sanitised (sanitize-schema.ts)
 *   → the renderer's own markup: heading ids and links, in-page links, scrolling tables,
 *     task boxes, external links, images, highlighted code.
 *
 * Everything the author wrote, Markdown or HTML, is sanitised; only what comes after is trusted.
 * The highlighter is made once per build with the posts' languages, so rendering is synchronous.
 */
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { rehypeBodyImages } from './body-images.ts';
import { loadCodeHighlighter, rehypeCodeBlocks } from './code-blocks.ts';
import type { CodeHighlighter } from './code-blocks.ts';
import { rehypeExternalSiteLinks } from './external-links.ts';
import { rehypeFragmentLinks } from './fragment-links.ts';
import { rehypeHeadingAnchors } from './heading-anchors.ts';
import type { MarkdownWords, RenderMarkdown, RenderOptions } from './markdown-options.ts';
import { markdownText } from './markdown-text.ts';
import { rehypePostOutline } from './post-outline.ts';
import type { PostHeading } from '../../src/lib/post-outline.ts';
import { SANITIZE_SCHEMA } from './sanitize-schema.ts';
import { rehypeScrollingTables } from './scrolling-tables.ts';
import { rehypeTaskBoxes, rehypeTaskStates } from './task-lists.ts';

export type { MarkdownImage, MarkdownWords, RenderMarkdown, RenderOptions, RenderedMarkdown } from './markdown-options.ts';
export { codeLanguagesOf, isKnownCodeLanguage } from './code-languages.ts';

/** A scrolling table's name when its header row is empty and `words.table` is not given. */
const TABLE = 'Table';

/** remark-rehype's footnote options, in the body's words. */
function footnoteOptions(words: MarkdownWords) {
  return {
    footnoteLabel: words.footnotes,
    // A visible heading: the notes are part of the post. (GitHub hides it with its own `sr-only`.)
    footnoteLabelProperties: {},
    // The second reference to the same note is "…1 (2)": links to different places are named apart.
    footnoteBackLabel: (referenceIndex: number, rereferenceIndex: number) =>
      words.backToReference(referenceIndex + 1) + (rereferenceIndex > 1 ? ` (${rereferenceIndex})` : ''),
    // The sanitiser prefixes every id with `user-content-` (fragment-links.ts mends the links): not twice.
    clobberPrefix: '',
  };
}

/** rehype-raw, when the body has HTML of its author's: parsing the whole tree again is a sixth of a body's rendering. */
function rehypeAuthorHtml() {
  const parse = rehypeRaw();
  return (tree: Root, file: Parameters<typeof parse>[1]) => {
    let found = false;
    visit(tree, 'raw', () => {
      found = true;
      return false;
    });
    return found ? parse(tree, file) : tree;
  };
}

function processor(highlighter: CodeHighlighter, { siteUrl, words, image }: RenderOptions, outline: PostHeading[]) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype, { allowDangerousHtml: true, ...footnoteOptions(words) })
      .use(rehypeTaskStates)
      .use(rehypeAuthorHtml)
      .use(rehypeSanitize, SANITIZE_SCHEMA)
      .use(rehypeHeadingAnchors, words.headingLink)
      .use(rehypePostOutline, outline)
      .use(rehypeFragmentLinks)
      .use(rehypeScrollingTables, words.table ?? TABLE)
      .use(rehypeTaskBoxes, words)
      .use(rehypeExternalSiteLinks, siteUrl, words.externalLink)
      .use(rehypeBodyImages, image)
      // Last: the code's thousands of spans are then walked by no one else.
      .use(rehypeCodeBlocks, highlighter)
  );
}

/** Creates the renderer once per build, loading Shiki with the code languages the posts use (unknown ones are rendered as plain text). */
export async function createMarkdownRenderer(codeLanguages: readonly string[]): Promise<RenderMarkdown> {
  const highlighter = await loadCodeHighlighter(codeLanguages);
  return (markdown, options) => {
    const headings: PostHeading[] = [];
    const pipeline = processor(highlighter, options, headings);
    const mdast = pipeline.parse(markdown);
    const text = markdownText(mdast);
    const hast = pipeline.runSync(mdast);
    return { html: toHtml(hast), text, headings };
  };
}
