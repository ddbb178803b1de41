/** Every page of a site, in every language: the home page, one page per project, the 404 page. */
import { publishedProjects } from '../../src/lib/page-sections.ts';
import { allTags } from '../../src/lib/posts.ts';
import { languageBase, pageAlternates, postPath, sitePages, tagPath, writingPath, type SitePage } from '../../src/lib/site-paths.ts';
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
  const posts = content?.posts ?? [];
  const tags = allTags(posts).map(({ tag }) => tag.slug);
  // A page in each language, but a post's only in the languages it is written in.
  const alternates = (page: SitePage, base: string): SitePageEntry['alternates'] => {
    if (page.status === 404) return [];
    const isWriting = page.post !== undefined || page.tag !== undefined || page.url === writingPath(base);
    if (!isWriting) return pageAlternates(site.languages, page.slug);
    const written =
      page.post === undefined
        ? site.languages
        : site.languages.filter((language) => posts.find((p) => p.slug === page.post)?.languages.includes(language));
    if (written.length < 2) return [];
    const pathIn = (base: string) =>
      page.post !== undefined ? postPath(page.post, base) : page.tag !== undefined ? tagPath(page.tag, base) : writingPath(base);
    return written.map((language) => ({ language, path: pathIn(languageBase(language, first)) }));
  };
  return site.languages.flatMap((language) => {
    const own = (site.localized.get(language)?.posts ?? []).filter((post) => post.language === language).map((post) => post.slug);
    const base = languageBase(language, first);
    return sitePages(slugs, base, { index: posts.length > 0, posts: own, tags }).map((page) => ({
      ...page,
      language,
      alternates: alternates(page, base),
    }));
  });
}
