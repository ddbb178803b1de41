/**
 * The site a command works on, checked once and passed along: every build stage, every output
 * and the dev server read it, and none reads content/ again.
 */
import type { Content, DeepReadonly, ResolvedContent } from '../../src/content/types.ts';
import type { SiteData } from '../../src/app/entry-server.tsx';
import { DEFAULT_LOOK, type Look } from '../../src/theme/look.ts';
import type { FontFileRecipe } from '../look/font-files.ts';
import type { ResolvedLooks } from '../look/resolve-look.ts';
import type { DescribedImages } from '../images/content-images.ts';
import type { ContentPaths } from '../paths.ts';
import type { AnalyticsScript } from '../analytics/analytics-script.ts';
import { searchOn } from '../../src/lib/site-search.ts';
import type { PostHeading } from '../../src/lib/post-outline.ts';
import type { GithubFactsTable } from '../../src/lib/github-facts.ts';

export interface Site {
  paths: ContentPaths;
  /** The default language's content, as its files say it. */
  content: DeepReadonly<Content>;
  /** The languages the site is published in, the default first. */
  languages: readonly string[];
  /** Each language's content, its defaults resolved (project slugs) and its translations laid over the default language's. */
  localized: ReadonlyMap<string, DeepReadonly<ResolvedContent>>;
  /** Each language's look (scripts/look/): the owner's colours, corners, scheme and fonts. */
  looks: ReadonlyMap<string, Look>;
  /** The families of body text and headings (`system` or a bundled one), for the share cards and CVs. */
  typefaces: ResolvedLooks['typefaces'];
  /** The web font files the looks name, by address, and how each is made (scripts/outputs/fonts.ts makes them). */
  fontFiles: ReadonlyMap<string, FontFileRecipe>;
  /** Every raster image of the content in every place it is shown: its markup and the variants to encode. */
  images: DescribedImages;
  /** Each post's body as HTML (scripts/posts/), by postKey(language it is written in, slug): site-relative links, images as the page shows them. */
  postHtml: ReadonlyMap<string, string>;
  /** Each post's h2 and h3 headings, for its table of contents, by the same key. */
  postOutlines: ReadonlyMap<string, readonly PostHeading[]>;
  /** The projects' facts from GitHub, by repository (scripts/github/): none when site.yaml turns them off or the build was not asked to fetch them. */
  githubFacts: GithubFactsTable;
  /** Where the contact form posts, as the production build is configured (the CSP's connect-src). */
  emailOrigin: string;
  /** The analytics provider's script, when site.yaml names one (scripts/analytics/). */
  analytics?: AnalyticsScript;
  /** The date the generated files carry (sitemap, JSON Resume, PDFs): SOURCE_DATE_EPOCH when set, else today. */
  lastModified: Date;
}

/** The default language: the first. */
export const defaultLanguage = (site: Pick<Site, 'languages'>): string => site.languages[0] ?? 'en';

/** One language's content; the default language's for a language the site does not have. */
export function contentIn(site: Pick<Site, 'localized' | 'languages'>, language: string): DeepReadonly<ResolvedContent> {
  const content = site.localized.get(language) ?? site.localized.get(defaultLanguage(site));
  if (!content) throw new Error(`the site has no content in ${language}`);
  return content;
}

/** A language's look: the default language's for a language the site does not have, the site's own look for a site with none. */
export function lookIn(site: Pick<Site, 'looks' | 'languages'>, language = defaultLanguage(site)): Look {
  return site.looks.get(language) ?? site.looks.get(defaultLanguage(site)) ?? DEFAULT_LOOK;
}

/** Whether the site has search (site.yaml `search`, by default once it has a published post). */
export function siteHasSearch(site: Pick<Site, 'localized' | 'languages'>): boolean {
  const content = contentIn(site, defaultLanguage(site));
  return searchOn(content.site.search, content.posts);
}

/** What the page renderer needs of the site (src/app/entry-server.tsx), as plain data. */
export function siteData(site: Site): SiteData {
  return {
    languages: site.languages,
    localized: Object.fromEntries(site.localized),
    images: Object.fromEntries([...site.images].map(([key, described]) => [key, described.image])),
    looks: Object.fromEntries(site.looks),
    postHtml: Object.fromEntries(site.postHtml),
    postOutlines: Object.fromEntries(site.postOutlines),
    githubFacts: site.githubFacts,
  };
}
