/**
 * Everything in <head> and beside index.html that comes from content: the %PLACEHOLDERS% of
 * src/index.html, the share and search tags, the JSON-LD Person, the web manifest, sitemap.xml
 * and robots.txt.
 */
import type { Profile, Site } from '../../src/content/types.ts';
import { mailtoLink } from '../../src/lib/mailto.ts';
import { scriptJson } from '../../src/lib/script-json.ts';
import { light } from '../../src/theme/color-schemes.ts';

export interface HeadContent {
  site: Pick<Site, 'title' | 'description' | 'url' | 'language'>;
  profile: Pick<Profile, 'name' | 'headline' | 'email' | 'phone' | 'location' | 'profiles'>;
}

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** og:locale wants language_TERRITORY: a tag's own region, or the usual one for a bare language. */
const USUAL_TERRITORY: Readonly<Record<string, string>> = { en: 'en_US', fr: 'fr_FR' };

export function ogLocale(tag: string): string {
  return tag.includes('-') ? tag.replace('-', '_') : (USUAL_TERRITORY[tag] ?? tag);
}

export const absolute = (site: HeadContent['site'], path: string) => new URL(path, site.url).href;

/** The owner as a schema.org Person: the page's subject, and the author of each project. */
export function person({ site, profile }: HeadContent) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.headline,
    email: mailtoLink(profile.email),
    telephone: profile.phone,
    url: absolute(site, '/'),
    image: absolute(site, OG_IMAGE.path),
    address: { '@type': 'PostalAddress', addressLocality: profile.location },
    sameAs: [profile.profiles.github, profile.profiles.linkedin],
  };
}

export function personJsonLd(content: HeadContent): string {
  return scriptJson(person(content));
}

export function headTags(content: HeadContent): string {
  const { site, profile } = content;
  const image = absolute(site, OG_IMAGE.path);
  const alt = `${profile.name} — ${profile.headline}`;
  const meta = (key: 'name' | 'property', name: string, value: string) => `<meta ${key}="${name}" content="${escapeHtml(value)}" />`;
  return [
    meta('name', 'theme-color', light.accent),
    meta('name', 'author', profile.name),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', profile.name),
    meta('property', 'og:title', site.title),
    meta('property', 'og:description', site.description),
    meta('property', 'og:url', absolute(site, '/')),
    meta('property', 'og:locale', ogLocale(site.language)),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', site.title),
    meta('name', 'twitter:description', site.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
    '<link rel="icon" href="/icons/favicon-32.png" sizes="32x32" type="image/png" />',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
    '<link rel="manifest" href="/site.webmanifest" />',
    '<link rel="alternate" type="application/json" href="/resume.json" title="CV (JSON Resume)" />',
    `<script type="application/ld+json">${personJsonLd(content)}</script>`,
  ].join('\n    ');
}

/** Fills the placeholders and adds the tags before the `<!--head-tags-->` marker (kept for the build). */
export function fillHead(html: string, content: HeadContent): string {
  const { site } = content;
  return html
    .replace(/%LANG%/g, escapeHtml(site.language))
    .replace(/%TITLE%/g, escapeHtml(site.title))
    .replace(/%DESCRIPTION%/g, escapeHtml(site.description))
    .replace(/%CANONICAL%/g, escapeHtml(absolute(site, '/')))
    .replace('<!--head-tags-->', () => `${headTags(content)}\n    <!--head-tags-->`);
}

export function webManifest({ site, profile }: HeadContent): string {
  return `${JSON.stringify(
    {
      name: site.title,
      short_name: profile.name,
      description: site.description,
      lang: site.language,
      start_url: '/',
      display: 'browser',
      background_color: light.bg,
      theme_color: light.accent,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** A page the sitemap lists, with its versions in every language when the site has several. */
export interface SitemapPage {
  path: string;
  alternates?: readonly { language: string; path: string }[];
}

/** Lists the pages (the home page alone by default), each with its language alternates and x-default. */
export function sitemap(site: HeadContent['site'], lastModified: Date, pages: readonly SitemapPage[] = [{ path: '/' }]): string {
  const day = lastModified.toISOString().slice(0, 10);
  const link = (hreflang: string, p: string) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(absolute(site, p))}" />`;
  const multilingual = pages.some((page) => page.alternates?.length);
  const entry = ({ path: p, alternates = [] }: SitemapPage) => {
    const [first] = alternates;
    if (!first) return `  <url><loc>${escapeHtml(absolute(site, p))}</loc><lastmod>${day}</lastmod></url>`;
    const links = [...alternates.map((a) => link(a.language, a.path)), link('x-default', first.path)];
    return [`  <url>`, `    <loc>${escapeHtml(absolute(site, p))}</loc>`, `    <lastmod>${day}</lastmod>`, ...links, '  </url>'].join('\n');
  };
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset ${namespaces}>`, ...pages.map(entry), '</urlset>', ''].join('\n');
}

export function robots(site: HeadContent['site']): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(site, '/sitemap.xml')}\n`;
}
