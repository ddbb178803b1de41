/**
 * Links that leave the site: `rel="external noopener"`, the class `external` (the page's CSS
 * draws its arrow) and, inside the link, a visually hidden span that says so in words. No
 * `target`: the visitor decides where a link opens. An absolute link to the site's own address is
 * internal, like a relative one; both stay as written.
 */
import type { Element, Root } from 'hast';
import rehypeExternalLinks from 'rehype-external-links';

/** Whether a link's address is on another site: an http(s) address (or `//host/…`) outside `siteUrl`. */
export function isExternalHref(href: string, siteUrl: string): boolean {
  const site = new URL(siteUrl);
  let url: URL;
  try {
    url = new URL(href, site);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // http://site/ and https://site/ are the same site; a site under a path owns only that path.
  const sitePath = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
  return url.host !== site.host || !`${url.pathname}/`.startsWith(sitePath);
}

export function externalLinkOptions(siteUrl: string, hiddenText: string): Parameters<typeof rehypeExternalLinks>[0] {
  return {
    test: (element: Element) => typeof element.properties.href === 'string' && isExternalHref(element.properties.href, siteUrl),
    rel: ['external', 'noopener'],
    properties: (element: Element) => ({ className: [...classNames(element), 'external'] }),
    contentProperties: { className: ['visually-hidden'] },
    // The space keeps the link's words and these apart in its accessible name.
    content: { type: 'text', value: ` ${hiddenText}` },
  };
}

function classNames(element: Element): string[] {
  const classes = element.properties.className;
  return Array.isArray(classes) ? classes.map(String) : [];
}

/** The rehype plugin, configured for a site and its words. */
export function rehypeExternalSiteLinks(siteUrl: string, hiddenText: string): (tree: Root) => void {
  return rehypeExternalLinks(externalLinkOptions(siteUrl, hiddenText));
}
