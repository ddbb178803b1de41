/**
 * The site's addresses, written once for the prerender (the page list and the router), the
 * share cards and the browser. A language prefix (`/fr`) can be passed as `base` when pages are
 * published in more than one language.
 */

/** The path prefix of a language's pages: `''` for the default language (served at `/`), `/fr` for French. */
export function languageBase(language: string, defaultLanguage: string): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/** The language a path belongs to: the one whose prefix starts it, or the default (the first). */
export function languageOfPath(pathname: string, languages: readonly string[]): { language: string; base: string } {
  const [defaultLanguage = 'en', ...others] = languages;
  const language = others.find((tag) => pathname === `/${tag}` || pathname.startsWith(`/${tag}/`)) ?? defaultLanguage;
  return { language, base: languageBase(language, defaultLanguage) };
}

/** A path of the site as a full address, for what leaves the site (share tags, sitemap, feeds): `https://example.com/fr/`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** The project page's route, in TanStack Router's syntax. */
export const PROJECT_ROUTE = '/projects/$slug/';

/** `/projects/<slug>/`, the prerendered page of one project. */
export function projectPath(slug: string, base = ''): string {
  return `${base}/projects/${slug}/`;
}

/** "<project> — <owner>": a project page's title, in the HTML and in the browser alike. */
export const projectTitle = (project: { readonly title: string }, owner: string) => `${project.title} — ${owner}`;

/** `/projects/<slug>.png`, the project's share card in a language (drawn by scripts/share-cards). */
export function projectCardPath(slug: string, base = ''): string {
  return `${base}/projects/${slug}.png`;
}

/** `/og-image.png`, the site's share card in a language (`/fr/og-image.png`): every page but a project's shares it. */
export function siteCardPath(base = ''): string {
  return `${base}/og-image.png`;
}

/** The same page (the home page, or a project's) in each of the site's languages, the default first; none when the site has one language. */
export function pageAlternates(languages: readonly string[], slug?: string): { language: string; path: string }[] {
  const [defaultLanguage = 'en'] = languages;
  if (languages.length < 2) return [];
  return languages.map((language) => {
    const base = languageBase(language, defaultLanguage);
    return { language, path: slug ? projectPath(slug, base) : `${base}/` };
  });
}

/** The slug in a project page's path, or undefined for any other path. */
export function slugFromPath(pathname: string, base = ''): string | undefined {
  if (!pathname.startsWith(`${base}/projects/`)) return undefined;
  const match = /^([a-z0-9-]+)\/?$/.exec(pathname.slice(base.length + '/projects/'.length));
  return match?.[1];
}

/** The writing pages' routes, in TanStack Router's syntax. */
export const WRITING_ROUTE = '/writing/';
export const POST_ROUTE = '/writing/$slug/';
export const TAG_ROUTE = '/writing/tags/$tag/';

/** `/writing/`, the list of a language's posts. */
export function writingPath(base = ''): string {
  return `${base}/writing/`;
}

/** `/writing/<slug>/`, a post's page. */
export function postPath(slug: string, base = ''): string {
  return `${base}/writing/${slug}/`;
}

/** `/writing/tags/<tag>/`, the posts of one tag. */
export function tagPath(tag: string, base = ''): string {
  return `${base}/writing/tags/${tag}/`;
}

/** `/writing/<slug>.png`, a post's share card in a language. */
export function postCardPath(slug: string, base = ''): string {
  return `${base}/writing/${slug}.png`;
}

/** The feeds of a language's posts, by format: `/rss.xml`, `/fr/atom.xml`, `/feed.json`. */
export function feedPaths(base = ''): { rss: string; atom: string; json: string } {
  return { rss: `${base}/rss.xml`, atom: `${base}/atom.xml`, json: `${base}/feed.json` };
}

/** `/404.html`, a language's 404 page (`/fr/404.html`): what a static host answers an unknown address in its folder with. */
export function notFoundPath(base = ''): string {
  return `${base}/404.html`;
}

/** The editor's folder (Decap CMS, scripts/outputs/admin.ts): no page of the site, nor its sitemap, names it; the pages' measures skip it. */
export const ADMIN_PATH = '/admin/';

/** The kinds of page the site has (src/app/pages.ts renders each). */
export type PageKind = 'home' | 'project' | 'writing' | 'post' | 'tag' | 'not-found';

/** A page the build prerenders: its URL, the file it is written to, the status it must render with. */
export interface SitePage {
  url: string;
  page: PageKind;
  file: string;
  status: 200 | 404;
  /** On a project's page, the project's slug. */
  slug?: string;
  /** On a post's page, the post's slug; on a tag's page, the tag's. */
  post?: string;
  tag?: string;
}

/** A language's writing pages: whether it lists posts at all, the posts written in it (each has a page), and every post's tags. */
export interface WritingPages {
  index: boolean;
  posts: readonly string[];
  tags: readonly string[];
}

/**
 * Every page of a language, from the content: the home page, one page per project, the writing
 * pages when there are posts (the list, one page per post written in the language, one per tag),
 * and the 404 page.
 */
export function sitePages(
  projects: readonly { readonly slug: string }[],
  base = '',
  writing: WritingPages = { index: false, posts: [], tags: [] },
): SitePage[] {
  const at = (url: string, kind: PageKind): SitePage => ({ url, page: kind, file: `${url.slice(1)}index.html`, status: 200 });
  return [
    at(`${base}/`, 'home'),
    ...projects.map(({ slug }) => ({ ...at(projectPath(slug, base), 'project'), slug })),
    ...(writing.index ? [at(writingPath(base), 'writing')] : []),
    ...writing.posts.map((post) => ({ ...at(postPath(post, base), 'post'), post })),
    ...writing.tags.map((tag) => ({ ...at(tagPath(tag, base), 'tag'), tag })),
    { url: `${base}/404`, page: 'not-found', file: notFoundPath(base).slice(1), status: 404 },
  ];
}
