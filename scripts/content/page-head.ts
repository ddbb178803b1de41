/**
 * A page's own <head>, for pages other than the home page: the template carries the home page's
 * title, description, canonical, share tags and JSON-LD (html-head.ts); a project page replaces
 * each with its own (PageMeta, from src/app/page-meta.ts) and describes its project as a
 * schema.org CreativeWork whose author is the owner's Person.
 */
import type { PageMeta } from '../../src/app/page-meta.ts';
import { scriptJson } from '../../src/lib/script-json.ts';
import { absolute, escapeHtml, OG_IMAGE, person, type HeadContent } from './html-head.ts';

export function creativeWorkJsonLd(content: HeadContent, meta: PageMeta): string {
  const url = absolute(content.site, meta.path);
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: meta.work.name,
    description: meta.work.description,
    genre: meta.work.genre,
    keywords: meta.work.keywords.join(', '),
    url,
    image: absolute(content.site, meta.image.path),
    ...(meta.work.sameAs.length ? { sameAs: meta.work.sameAs } : {}),
    author: person(content),
  });
}

function replaceOnce(html: string, pattern: RegExp, value: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`the page template has no ${what} to replace`);
  return html.replace(pattern, () => value);
}

/** The page's HTML with its own head in place of the home page's. */
export function withPageHead(html: string, content: HeadContent, meta: PageMeta): string {
  const url = absolute(content.site, meta.path);
  const image = absolute(content.site, meta.image.path);
  const tags: [key: 'name' | 'property', name: string, value: string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:type', 'article'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(OG_IMAGE.width)],
    ['property', 'og:image:height', String(OG_IMAGE.height)],
    ['property', 'og:image:alt', meta.image.alt],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', meta.image.alt],
  ];
  let out = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`, '<title>');
  out = replaceOnce(out, /<link rel="canonical" href="[^"]*" \/>/, `<link rel="canonical" href="${escapeHtml(url)}" />`, 'canonical link');
  for (const [key, name, value] of tags) {
    const tag = `<meta ${key}="${name}" content="${escapeHtml(value)}" />`;
    out = replaceOnce(out, new RegExp(`<meta ${key}="${name}" content="[^"]*" />`), tag, `${name} tag`);
  }
  const jsonLd = `<script type="application/ld+json">${creativeWorkJsonLd(content, meta)}</script>`;
  return replaceOnce(out, /<script type="application\/ld\+json">.*?<\/script>/s, jsonLd, 'JSON-LD');
}
