/**
 * What a Pagefind result (https://pagefind.app/docs/api/) becomes in the search dialog: one hit
 * per page, or for a page of sections (the home page) one per section that matched, each with its
 * address, its title and its excerpt, the matched words marked.
 */

/** What the dialog uses of a result's data (`await result.data()`). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: readonly { title: string; url: string; excerpt: string; anchor?: { element: string; id: string } }[];
}

export interface SearchHit {
  /** Its address, which the option leads to: `/fr/projects/gymflow/`, `/#experience-title`. */
  url: string;
  title: string;
  /** The page's title, on a hit that is a section of it. */
  page?: string;
  /** Pagefind's excerpt: the text escaped, the matched words in `<mark>`. */
  excerpt: string;
}

/** A page's hits: its sections that matched, when the matches are under headings with ids; else the page. */
export function hitsOf(data: PagefindResultData): SearchHit[] {
  const title = data.meta.title ?? data.url;
  const sections = (data.sub_results ?? []).filter((sub) => sub.anchor);
  if (!sections.length) return [{ url: data.url, title, excerpt: data.excerpt }];
  return sections.map((sub) => ({ url: sub.url, title: sub.title, page: title, excerpt: sub.excerpt }));
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * An excerpt's text as the page showed it. Pagefind keeps a page's text as text and escapes only
 * `<` and `>` in excerpts (pagefind.js 1.6: `raw_content`), so those two are all there is to read
 * back: an `&amp;` in an excerpt is one the page itself showed.
 */
export function unescapeExcerpt(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * An excerpt as text and marked text, to render as elements rather than as HTML: Pagefind escapes
 * `<` and `>` in the page's text and adds `<mark>`, and nothing else of it is markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/s)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>');
      return { text: unescapeExcerpt(marked ? part.slice(6, -7) : part), marked };
    });
}
