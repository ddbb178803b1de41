/**
 * 103 Early Hints for the pages whose first screen paints an image that is one file on every
 * screen (an SVG). Cloudflare Pages sends the `Link` preload headers `_headers` gives a page as a
 * 103 response ahead of the page, so the browser asks for the image while the host is still
 * answering; it and Netlify send them with the page too. One rule per page, for its exact path,
 * written from the page's own head — the same ImagePreload its `<link rel="preload">` is.
 *
 * A responsive image gets none. Chrome, the browser that acts on a 103's preloads, fetches the
 * header's address as it is, one candidate for every screen; and in the page's own `Link` header
 * it reads imagesrcset against the 980 px layout width a phone has before the viewport <meta>
 * (the desktop candidate). Either way a screen whose <img> picks another candidate downloads two
 * (seen in Chromium at 412 px ×1.75 and ×3, 1280 px ×1 and 1440 px ×2); the `<link>` at the top of
 * the head picks the right one on each.
 */
import type { FilePreload, ImagePreload } from '../../src/app/image-preload.ts';
import { pageHead } from '../../src/app/page-head.ts';
import { pageMeta } from '../../src/app/page-meta.ts';
import { sitePageList } from './site-pages.ts';
import { contentIn, siteData, type Site } from './site.ts';

/** A rule of `_headers`: a path and the headers a response for it gets. */
export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/** What Cloudflare Pages reads of `_headers`: 100 rules, and lines of at most 2,000 characters. */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** The preload of one file as a `Link` header value. */
export function preloadHeader({ href }: FilePreload): string {
  const target = href.replace(/[^\x21-\x7e]|[<>"]/g, (c) => encodeURIComponent(c));
  return `<${target}>; rel=preload; as=image; fetchpriority=high`;
}

/** Each page of the site whose head preloads an image, with that preload: the home pages first, then the others in the site's order. */
export function pagePreloads(site: Site): { path: string; preload: ImagePreload }[] {
  const { images } = siteData(site);
  const found = sitePageList(site).flatMap(({ url, language, slug, post: postSlug, tag, page }) => {
    const content = contentIn(site, language);
    const project = content.projects.projects.find((p) => p.slug === slug);
    const post = content.posts.find((p) => p.slug === postSlug);
    const { preload } = pageHead(pageMeta({ page, language, languages: site.languages, content, project, post, tag, images }));
    return preload ? [{ path: url, preload, home: page === 'home' }] : [];
  });
  return [...found.filter((p) => p.home), ...found.filter((p) => !p.home)].map(({ path, preload }) => ({ path, preload }));
}

/**
 * The `_headers` rules giving each of those pages whose image is one file its Link header, in
 * `room` rules at most: a rule past the file's limits would be dropped by the host, or the file
 * refused, so the rules that do not fit are left out — the home pages come first — and `left` says
 * how many.
 */
export function earlyHintRules(preloads: readonly { path: string; preload: ImagePreload }[], room: number): { rules: HeaderRule[]; left: number } {
  const files = preloads.flatMap(({ path, preload }) => ('href' in preload ? [{ path, headers: { Link: preloadHeader(preload) } }] : []));
  const fitting = files.filter(({ headers }) => `  Link: ${headers.Link}`.length <= HEADERS_FILE_LIMITS.lineLength);
  const rules = fitting.slice(0, Math.max(0, room));
  return { rules, left: files.length - rules.length };
}
