/**
 * What the Markdown renderer is given and gives back: the site's address, the words it writes in
 * the reader's language and how a body image becomes the page's markup; the HTML and the text.
 */
import type { Element } from 'hast';
import type { PostHeading } from '../../src/lib/post-outline.ts';

/** An image of a post's body, as the author wrote it (its address already sanitised). */
export interface MarkdownImage {
  /** The image's address as written: relative to the post, site-absolute or absolute. */
  src: string;
  /** The alternative text (empty for a decorative image). */
  alt: string;
  /** The title, which becomes the caption when the image is alone in its paragraph. */
  title?: string;
}

/** The words the renderer writes into a body, in the body's language. */
export interface MarkdownWords {
  /** The footnotes' heading, e.g. "Footnotes" / "Notes". */
  footnotes: string;
  /** The label of a footnote's back link, e.g. "Back to reference 1" — receives the footnote's number. */
  backToReference: (n: number) => string;
  /** Visually hidden text after an external link's words, e.g. "(another site)". */
  externalLink: string;
  /** How a done task list item's box is announced, e.g. "Done". */
  taskDone: string;
  /** How an open task list item's box is announced, e.g. "Not done". */
  taskOpen: string;
  /** Accessible name of a heading's anchor link, e.g. (heading) => `Link to “${heading}”`. */
  headingLink: (heading: string) => string;
  /** The name of a scrolling table whose header row has no text, e.g. "Table" (else "Table"). */
  table?: string;
}

export interface RenderOptions {
  /** The site's address, https://example.com/: links to it (absolute) count as internal. */
  siteUrl: string;
  /** The words written into the body. */
  words: MarkdownWords;
  /** The markup for an image of the body, or undefined to keep a plain <img loading="lazy" decoding="async">. `index` counts the body's images from 0. */
  image?: (image: MarkdownImage, index: number) => Element | undefined;
}

export interface RenderedMarkdown {
  /** The body as sanitised HTML, with the renderer's own markup (highlighted code, figures, scrolling tables…). */
  html: string;
  /** The body's text without markup (for reading time and summaries). */
  text: string;
  /** Its h2 and h3 headings, for its table of contents. */
  headings: PostHeading[];
}

/** Renders one Markdown body; synchronous, made once per build by createMarkdownRenderer. */
export type RenderMarkdown = (markdown: string, options: RenderOptions) => RenderedMarkdown;
