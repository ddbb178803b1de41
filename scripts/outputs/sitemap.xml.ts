/**
 * `/sitemap.xml`: every page of the site (not the 404 pages), each with its versions in the
 * site's other languages (hreflang, and x-default for the default language's).
 */
import { absoluteUrl } from '../../src/lib/site-paths.ts';
import { escapeHtml } from '../pages/escape-html.ts';
import { sitePageList, type SitePageEntry } from '../site/site-pages.ts';
import { defineOutput, fileOf } from './output.ts';

export function sitemap(siteUrl: string, lastModified: Date, pages: readonly Pick<SitePageEntry, 'url' | 'alternates'>[]): string {
  const day = lastModified.toISOString().slice(0, 10);
  const address = (path: string) => escapeHtml(absoluteUrl(siteUrl, path));
  const link = (hreflang: string, path: string) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${address(path)}" />`;
  const multilingual = pages.some((page) => page.alternates.length);
  const entry = ({ url, alternates }: Pick<SitePageEntry, 'url' | 'alternates'>) => {
    const [first] = alternates;
    if (!first) return `  <url><loc>${address(url)}</loc><lastmod>${day}</lastmod></url>`;
    const links = [...alternates.map((a) => link(a.language, a.path)), link('x-default', first.path)];
    return ['  <url>', `    <loc>${address(url)}</loc>`, `    <lastmod>${day}</lastmod>`, ...links, '  </url>'].join('\n');
  };
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset ${namespaces}>`, ...pages.map(entry), '</urlset>', ''].join('\n');
}

export default defineOutput({
  name: 'sitemap.xml',
  files: ({ site }) => [
    fileOf('/sitemap.xml', () =>
      sitemap(
        site.content.site.url,
        site.lastModified,
        sitePageList(site).filter((page) => page.status === 200),
      ),
    ),
  ],
});
