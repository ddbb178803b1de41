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

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with HTML's character references read back (`&amp;` → `&`, `&#39;` → `'`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * An excerpt as text and marked text, to render as elements rather than as HTML: Pagefind escapes
 * the page's text and adds `<mark>`, and nothing else of it is markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/s)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>');
      return { text: decodeEntities(marked ? part.slice(6, -7) : part), marked };
    });
}
