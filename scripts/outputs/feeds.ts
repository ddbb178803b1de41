/**
 * The feeds of each language's posts: RSS 2.0 (`/rss.xml`), Atom (`/atom.xml`) and JSON Feed 1.1
 * (`/feed.json`), under the language's prefix (`/fr/rss.xml`), made with the feed package. Each
 * carries every post written in its language (src/lib/feed-links.ts), newest first, with its whole
 * body, every address in it absolute; a language without such a post has no feed. Nothing in them
 * depends on the day of the build: a feed is as new as the latest day one of its posts was
 * published or updated, and its copyright year is the footer's.
 */
import { Feed, type Item } from 'feed';
import type { DeepReadonly, ResolvedContent, ResolvedPost } from '../../src/content/types.ts';
import { feedPosts } from '../../src/lib/feed-links.ts';
import { postKey } from '../../src/lib/posts.ts';
import { absoluteUrl, feedPaths, languageBase, postPath, writingPath } from '../../src/lib/site-paths.ts';
import { escapeHtml } from '../pages/escape-html.ts';
import { absoluteUrls } from '../posts/absolute-urls.ts';
import { jsonFeed11 } from '../posts/json-feed.ts';
import { contentType } from '../site/response-headers.ts';
import { defaultLanguage, type Site } from '../site/site.ts';
import { defineOutput, type OutputFile } from './output.ts';

export type FeedPost = DeepReadonly<Pick<ResolvedPost, 'slug' | 'title' | 'date' | 'updated' | 'summary' | 'tags' | 'cover'>>;

export interface FeedInput {
  /** The site's address: `https://sam-rivera.example.com`. */
  siteUrl: string;
  /** The site's title and description in the feed's language: the feed's own. */
  title: string;
  description: string;
  /** Who writes the posts: the owner. */
  owner: string;
  /** The year of the copyright line, as the site's footer says it. */
  copyrightYear: number;
  /** The language's tag and address prefix (`''`, `/fr`). */
  language: string;
  base: string;
  /** The posts the feeds carry, newest first, each with its body's HTML as the page shows it (site-relative addresses). */
  posts: readonly (FeedPost & { html: string })[];
}

export type Feeds = Record<keyof ReturnType<typeof feedPaths>, string>;

type Format = keyof Feeds;

/** A post with its address and its body, every address in it absolute. */
interface Entry {
  post: FeedPost;
  url: string;
  html: string;
}

/** An ISO day (`2026-03-14`) as its first instant, in UTC: the same in every time zone a build runs in. */
function day(date: string): Date {
  const instant = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) throw new Error(`${date} is not a day of the calendar: a post's date must be one, year-month-day.`);
  return instant;
}

/**
 * The feed package writes titles, summaries and bodies in CDATA sections and splits only the first
 * `]]>` in each (xml-js replaces once), so the others must not reach it as they are. In HTML `]]&gt;`
 * says the same; in plain text (an RSS title) every `]]>` but the first is split here.
 */
const htmlInCdata = (html: string) => html.replaceAll(']]>', ']]&gt;');
function textInCdata(text: string): string {
  let seen = false;
  return text.replace(/]]>/g, (end) => (seen ? ']]]]><![CDATA[>' : ((seen = true), end)));
}

/**
 * One item, as `format` reads it. An Atom title and summary are HTML (`type="html"`), as is an RSS
 * description; a JSON Feed's title and summary, and an RSS title, are plain text.
 */
function item({ post, url, html }: Entry, format: Format, author: { name: string; link: string }): Item {
  const xml = format !== 'json';
  // An Atom category is attributes, in which the feed package escapes `&` but not `<`: such a tag is named by its slug there.
  const category = post.tags.map(({ label, slug }) => (format === 'atom' && label.includes('<') ? { term: slug } : { name: label, term: label }));
  return {
    title: format === 'atom' ? escapeHtml(post.title) : format === 'rss' ? textInCdata(post.title) : post.title,
    // RSS names the item by its link (a permalink guid); Atom and JSON Feed by an id, the same address.
    ...(format === 'rss' ? {} : { id: url }),
    link: url,
    published: day(post.date),
    date: day(post.updated ?? post.date),
    description: xml ? escapeHtml(post.summary) : post.summary,
    content: xml ? htmlInCdata(html) : html,
    category,
    author: [author],
    ...(post.cover ? { image: { url: absoluteUrl(url, post.cover), type: contentType(post.cover) } } : {}),
  };
}

function feedOf(input: FeedInput, entries: readonly Entry[], format: Format): Feed {
  const at = (path: string) => absoluteUrl(input.siteUrl, path);
  const home = at(writingPath(input.base));
  const paths = feedPaths(input.base);
  const author = { name: input.owner, link: at(`${input.base}/`) };
  const updated = entries.map(({ post }) => post.updated ?? post.date).reduce((a, b) => (b > a ? b : a), '0000-01-01');
  const feed = new Feed({
    title: input.title,
    description: input.description,
    id: home,
    link: home,
    language: input.language,
    feedLinks: { rss: at(paths.rss), atom: at(paths.atom), json: at(paths.json) },
    author,
    copyright: `© ${input.copyrightYear} ${input.owner}`,
    updated: day(updated),
  });
  for (const entry of entries) feed.addItem(item(entry, format, author));
  return feed;
}

/** A language's three feeds. */
export async function languageFeeds(input: FeedInput): Promise<Feeds> {
  const entries = await Promise.all(
    input.posts.map(async (post) => {
      const url = absoluteUrl(input.siteUrl, postPath(post.slug, input.base));
      return { post, url, html: await absoluteUrls(post.html, url) };
    }),
  );
  return {
    rss: feedOf(input, entries, 'rss').rss2(),
    atom: feedOf(input, entries, 'atom').atom1(),
    json: jsonFeed11(feedOf(input, entries, 'json').json1(), input.language),
  };
}

type Localized = DeepReadonly<ResolvedContent>;

/** What the feeds read of the site (a Site is one). */
export interface FeedSite extends Pick<Site, 'languages' | 'postHtml'> {
  content: { site: Pick<Site['content']['site'], 'url'> };
  localized: ReadonlyMap<
    string,
    {
      site: Pick<Localized['site'], 'title' | 'description' | 'copyrightYear'>;
      profile: Pick<Localized['profile'], 'name'>;
      posts: Localized['posts'];
    }
  >;
}

/** Each language's feeds, for the languages that have a post written in them. */
export function feedFiles(site: FeedSite): OutputFile[] {
  return site.languages.flatMap((language): OutputFile[] => {
    const content = site.localized.get(language);
    if (!content) return [];
    const posts = feedPosts(content.posts, language);
    if (!posts.length) return [];
    const base = languageBase(language, defaultLanguage(site));
    const html = (slug: string) => {
      const body = site.postHtml.get(postKey(language, slug));
      if (body === undefined) throw new Error(`The post ${postKey(language, slug)} has no rendered body, so its feeds cannot be made.`);
      return body;
    };
    // Made once for the three files, when the first is asked for.
    let feeds: Promise<Feeds> | undefined;
    const made = () =>
      (feeds ??= languageFeeds({
        siteUrl: site.content.site.url,
        title: content.site.title,
        description: content.site.description,
        owner: content.profile.name,
        copyrightYear: content.site.copyrightYear,
        language,
        base,
        posts: posts.map((post) => ({ ...post, html: html(post.slug) })),
      }));
    const paths = feedPaths(base);
    return (Object.keys(paths) as Format[]).map((format) => ({ path: paths[format], render: async () => (await made())[format] }));
  });
}

export default defineOutput({ name: 'feeds', files: ({ site }) => feedFiles(site) });
