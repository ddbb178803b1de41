/** Every page of a site, in every language: the home page, one page per project, the 404 page. */
import { publishedProjects } from '../../src/lib/page-sections.ts';
import { languageBase, pageAlternates, sitePages, type SitePage } from '../../src/lib/site-paths.ts';
import { defaultLanguage, type Site } from './site.ts';

export interface SitePageEntry extends SitePage {
  language: string;
  /** The same page in each language (empty for a 404 page, or a site in one language). */
  alternates: readonly { language: string; path: string }[];
}

export function sitePageList(site: Pick<Site, 'languages' | 'localized'>): SitePageEntry[] {
  const first = defaultLanguage(site);
  const content = site.localized.get(first);
  const slugs = (content ? publishedProjects(content) : []).map(({ slug }) => ({ slug }));
  return site.languages.flatMap((language) =>
    sitePages(slugs, languageBase(language, first)).map((page) => ({
      ...page,
      language,
      alternates: page.status === 404 ? [] : pageAlternates(site.languages, page.slug),
    })),
  );
}
