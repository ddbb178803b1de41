/**
 * A page's own <head>: the template carries the default language's home page head (html-head.ts);
 * every prerendered page replaces each part with its own (PageMeta, from src/app/page-meta.ts):
 * title, description, canonical, share tags, og:locale, the alternates of the page in the site's
 * other languages (hreflang, with x-default), its JSON Resume link, and its JSON-LD — the owner's
 * Person, or on a project's page a schema.org CreativeWork whose author is that Person.
 */
import type { PageMeta } from '../../src/app/page-meta.ts';
import { scriptJson } from '../../src/lib/script-json.ts';
import { absolute, escapeHtml, ogLocale, OG_IMAGE, person, type HeadContent } from './html-head.ts';

export function creativeWorkJsonLd(content: HeadContent, meta: PageMeta): string {
  if (!meta.work) throw new Error(`${meta.path} describes no project`);
  const url = absolute(content.site, meta.path);
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: meta.work.name,
    description: meta.work.description,
    genre: meta.work.genre,
    keywords: meta.work.keywords.join(', '),
    inLanguage: meta.language,
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

/** hreflang links for each language of the page, and x-default for the default language's. */
export function alternateLinks(site: HeadContent['site'], meta: PageMeta): string[] {
  const [first] = meta.alternates;
  if (!first) return [];
  const link = (hreflang: string, path: string) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(absolute(site, path))}" />`;
  return [...meta.alternates.map(({ language, path }) => link(language, path)), link('x-default', first.path)];
}

/** The path of the page language's JSON Resume: /resume.json, or /fr/resume.json for French. */
const resumePath = (meta: PageMeta) => `${meta.base}/resume.json`;

/** The page's HTML with its own head in place of the template's. */
export function withPageHead(html: string, meta: PageMeta): string {
  const content: HeadContent = meta.owner;
  const url = absolute(content.site, meta.path);
  const image = absolute(content.site, meta.image.path);
  const tags: [key: 'name' | 'property', name: string, value: string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:type', meta.work ? 'article' : 'profile'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['property', 'og:locale', ogLocale(meta.language)],
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
  const others = meta.alternates.filter((alternate) => alternate.language !== meta.language);
  const added = [
    ...alternateLinks(content.site, meta),
    ...others.map(({ language }) => `<meta property="og:locale:alternate" content="${escapeHtml(ogLocale(language))}" />`),
  ];
  const canonical = `<link rel="canonical" href="${escapeHtml(url)}" />`;
  out = replaceOnce(out, /<link rel="canonical" href="[^"]*" \/>/, [canonical, ...added].join('\n    '), 'canonical link');
  for (const [key, name, value] of tags) {
    const tag = `<meta ${key}="${name}" content="${escapeHtml(value)}" />`;
    out = replaceOnce(out, new RegExp(`<meta ${key}="${name}" content="[^"]*" />`), tag, `${name} tag`);
  }
  const resumeLink = `<link rel="alternate" type="application/json" href="${resumePath(meta)}"`;
  out = replaceOnce(out, /<link rel="alternate" type="application\/json" href="[^"]*"/, resumeLink, 'JSON Resume link');
  const jsonLd = meta.work ? creativeWorkJsonLd(content, meta) : scriptJson(person(content));
  return replaceOnce(out, /<script type="application\/ld\+json">.*?<\/script>/s, `<script type="application/ld+json">${jsonLd}</script>`, 'JSON-LD');
}
