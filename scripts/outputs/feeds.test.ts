// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { DeepReadonly, ResolvedPost } from '../../src/content/types.ts';
import { postKey, tagSlug } from '../../src/lib/posts.ts';
import { JSON_FEED_VERSION } from '../posts/json-feed.ts';
import { feedFiles, languageFeeds, type FeedInput, type FeedSite } from './feeds.ts';
import { rendered } from './output.ts';

const SITE = 'https://sam.example.com';

type Post = DeepReadonly<ResolvedPost>;

function post(slug: string, date: string, more: Partial<Post> = {}): Post {
  const tags = ['TypeScript', 'Vite'].map((label) => ({ label, slug: tagSlug(label) }));
  return { slug, date, title: `Post ${slug}`, summary: `About ${slug}.`, tags, language: 'en', languages: ['en'], readingMinutes: 3, ...more };
}

const BODY = [
  '<p>See <a href="/writing/other/">the other post</a>, <a href="#notes">the notes</a> and <a href="mailto:sam@example.com">write</a>.</p>',
  '<picture><source type="image/avif" srcset="/assets/chart-480.avif 480w, /assets/chart-960.avif 960w">',
  '<img src="/assets/chart-960.jpg" alt="A chart" width="960" height="540"></picture>',
].join('');

const input = (posts: FeedInput['posts'], more: Partial<FeedInput> = {}): FeedInput => ({
  siteUrl: SITE,
  title: 'Sam Rivera — Developer',
  description: 'Notes & projects.',
  owner: 'Sam Rivera',
  copyrightYear: 2026,
  language: 'en',
  base: '',
  posts,
  ...more,
});

const threePosts = [
  { ...post('newest', '2026-03-14', { cover: '/images/posts/newest.jpg', coverAlt: 'A desk' }), html: BODY },
  { ...post('middle', '2026-02-01', { updated: '2026-04-02' }), html: '<p>Middle.</p>' },
  { ...post('oldest', '2025-12-24'), html: '<p>Oldest.</p>' },
];

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

/** The XML as a document, having checked that it is well-formed. */
function wellFormed(xml: string): Document {
  const doc = parse(xml);
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** The text of the elements `selector` finds, but those of another vocabulary (RSS's `atom:link` is a `link` to CSS). */
const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].filter((node) => !node.prefix).map((node) => node.textContent);
/** What an HTML text (an Atom `type="html"` title) says. */
const htmlText = (html: string | null) => new DOMParser().parseFromString(`<p>${html ?? ''}</p>`, 'text/html').body.textContent;

interface JsonFeed {
  version: string;
  language: string;
  home_page_url: string;
  feed_url: string;
  authors: { name: string; url: string }[];
  items: {
    id: string;
    url: string;
    title: string;
    summary: string;
    content_html: string;
    image?: string;
    tags: string[];
    date_published: string;
    date_modified: string;
  }[];
}

describe('a language’s feeds', () => {
  it('are well-formed RSS 2.0, with every post in order and absolute addresses', async () => {
    const doc = wellFormed((await languageFeeds(input(threePosts))).rss);
    expect(texts(doc, 'item > title')).toEqual(['Post newest', 'Post middle', 'Post oldest']);
    expect(texts(doc, 'item > link')).toEqual(['newest', 'middle', 'oldest'].map((slug) => `${SITE}/writing/${slug}/`));
    expect(texts(doc, 'item > guid')).toEqual(texts(doc, 'item > link'));
    expect(texts(doc, 'channel > link')).toEqual([`${SITE}/writing/`]);
    expect(doc.querySelector('channel > language')?.textContent).toBe('en');
    expect(doc.querySelector('channel > copyright')?.textContent).toBe('© 2026 Sam Rivera');
    // As new as its newest change, not as the day it was built.
    expect(doc.querySelector('channel > lastBuildDate')?.textContent).toBe('Thu, 02 Apr 2026 00:00:00 GMT');
    expect(doc.querySelector('item > pubDate')?.textContent).toBe('Sat, 14 Mar 2026 00:00:00 GMT');
    expect(texts(doc, 'item:first-of-type > category')).toEqual(['TypeScript', 'Vite']);
    expect(doc.querySelector('item > description')?.textContent).toBe('About newest.');
    expect(doc.querySelector('item > enclosure')?.getAttribute('url')).toBe(`${SITE}/images/posts/newest.jpg`);
    expect(doc.querySelector('item > enclosure')?.getAttribute('type')).toBe('image/jpeg');
    const content = doc.getElementsByTagName('content:encoded')[0]?.textContent ?? '';
    expect(content).toContain(`<a href="${SITE}/writing/other/">`);
    expect(content).toContain(`srcset="${SITE}/assets/chart-480.avif 480w, ${SITE}/assets/chart-960.avif 960w"`);
    expect(content).toContain(`<img src="${SITE}/assets/chart-960.jpg"`);
    expect(content).toContain('<a href="#notes">');
    expect(content).toContain('<a href="mailto:sam@example.com">');
    for (const link of [...doc.querySelectorAll('link, guid'), ...doc.getElementsByTagName('atom:link')]) {
      expect(link.textContent || link.getAttribute('href'), link.outerHTML).toMatch(/^https:\/\/sam\.example\.com\//);
    }
  });

  it('are well-formed Atom, with ids, links, dates and bodies', async () => {
    const doc = wellFormed((await languageFeeds(input(threePosts))).atom);
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(texts(doc, 'entry > title')).toEqual(['Post newest', 'Post middle', 'Post oldest']);
    expect(texts(doc, 'entry > id')).toEqual(['newest', 'middle', 'oldest'].map((slug) => `${SITE}/writing/${slug}/`));
    expect(doc.querySelector('feed > id')?.textContent).toBe(`${SITE}/writing/`);
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2026-04-02T00:00:00.000Z');
    expect(texts(doc, 'entry:nth-of-type(2) > published, entry:nth-of-type(2) > updated').sort()).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-04-02T00:00:00.000Z',
    ]);
    expect(doc.querySelector('feed > author > name')?.textContent).toBe('Sam Rivera');
    expect(doc.querySelector('feed > author > uri')?.textContent).toBe(`${SITE}/`);
    const self = doc.querySelector('feed > link[rel="self"]')?.getAttribute('href');
    expect(self).toBe(`${SITE}/atom.xml`);
    for (const link of doc.querySelectorAll('link')) expect(link.getAttribute('href')).toMatch(/^https:\/\/sam\.example\.com\//);
    const content = doc.querySelector('entry > content')?.textContent ?? '';
    expect(content).toContain(`<img src="${SITE}/assets/chart-960.jpg"`);
    expect(content).toContain(`<a href="${SITE}/writing/other/">`);
  });

  it('are JSON Feed 1.1', async () => {
    const feed = JSON.parse((await languageFeeds(input(threePosts))).json) as JsonFeed;
    expect(feed.version).toBe(JSON_FEED_VERSION);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed).toMatchObject({ language: 'en', home_page_url: `${SITE}/writing/`, feed_url: `${SITE}/feed.json` });
    expect(feed.authors).toEqual([{ name: 'Sam Rivera', url: `${SITE}/` }]);
    expect(feed.items.map((item) => item.id)).toEqual(['newest', 'middle', 'oldest'].map((slug) => `${SITE}/writing/${slug}/`));
    const [first, second] = feed.items;
    expect(first).toMatchObject({
      url: `${SITE}/writing/newest/`,
      summary: 'About newest.',
      tags: ['TypeScript', 'Vite'],
      image: `${SITE}/images/posts/newest.jpg`,
    });
    expect(first?.content_html).toContain(`<img src="${SITE}/assets/chart-960.jpg"`);
    expect(second).toMatchObject({ date_published: '2026-02-01T00:00:00.000Z', date_modified: '2026-04-02T00:00:00.000Z' });
    expect(second?.image).toBeUndefined();
  });

  it('keep a title, a summary, a tag and a body with markup characters and CDATA ends as they are', async () => {
    const title = 'Less <is> more & "so" ]]> twice ]]> done';
    const tricky = {
      ...post('tricky', '2026-05-01', { title, summary: 'Why a < b && c ]]> d.', tags: [{ label: 'C<T> & co', slug: 'c-t-co' }] }),
      html: '<p title="x]]>y">1 &lt; 2 ]]&gt; <code>a]]&gt;b</code></p>',
    };
    const { rss, atom, json } = await languageFeeds(input([tricky]));
    const rssDoc = wellFormed(rss);
    expect(rssDoc.querySelector('item > title')?.textContent).toBe(title);
    expect(htmlText(rssDoc.querySelector('item > description')?.textContent ?? null)).toBe('Why a < b && c ]]> d.');
    expect(rssDoc.querySelector('item > category')?.textContent).toBe('C<T> & co');
    const body = new DOMParser().parseFromString(rssDoc.getElementsByTagName('content:encoded')[0]?.textContent ?? '', 'text/html').body;
    expect(body.querySelector('p')?.getAttribute('title')).toBe('x]]>y');
    expect(body.textContent).toBe('1 < 2 ]]> a]]>b');
    const atomDoc = wellFormed(atom);
    expect(htmlText(atomDoc.querySelector('entry > title')?.textContent ?? null)).toBe(title);
    expect(htmlText(atomDoc.querySelector('entry > summary')?.textContent ?? null)).toBe('Why a < b && c ]]> d.');
    expect(atomDoc.querySelector('entry > category')?.getAttribute('term')).toBe('c-t-co');
    const item = (JSON.parse(json) as JsonFeed).items[0];
    expect(item).toMatchObject({ title, summary: 'Why a < b && c ]]> d.', tags: ['C<T> & co'] });
  });

  it('are the same bytes for the same posts', async () => {
    expect(await languageFeeds(input(threePosts))).toEqual(await languageFeeds(input(threePosts)));
  });
});

const french = (slug: string, date: string, more: Partial<Post> = {}) => post(slug, date, { language: 'fr', languages: ['en', 'fr'], ...more });

/** A site in English, French and German: German has no post of its own, only the English ones it lists untranslated. */
function site(): FeedSite {
  const content = (title: string, posts: Post[]) => ({
    site: { title, description: 'Notes.', copyrightYear: 2026 },
    profile: { name: 'Sam Rivera' },
    posts,
  });
  const english = [
    post('shared', '2026-03-01', { languages: ['en', 'fr'] }),
    post('english-only', '2026-02-01'),
    post('draft', '2026-04-01', { draft: true }),
  ];
  const [, englishOnly, draft] = english;
  return {
    languages: ['en', 'fr', 'de'],
    content: { site: { url: SITE } },
    localized: new Map([
      ['en', content('Sam Rivera', english)],
      [
        'fr',
        content('Sam Rivera (fr)', [
          french('shared', '2026-03-01', { title: 'Partagé' }),
          englishOnly!,
          french('brouillon', '2026-04-01', { draft: true }),
        ]),
      ],
      [
        'de',
        content(
          'Sam Rivera (de)',
          english.filter((p) => p !== draft),
        ),
      ],
    ]),
    postHtml: new Map([
      [postKey('en', 'shared'), '<p><a href="/writing/english-only/">English</a></p>'],
      [postKey('en', 'english-only'), '<p>English.</p>'],
      [postKey('fr', 'shared'), '<p><a href="/fr/writing/">Tout</a></p>'],
    ]),
  };
}

const body = async (files: ReturnType<typeof feedFiles>, path: string) => String(rendered(await files.find((f) => f.path === path)!.render()).body);

describe('the feeds output', () => {
  it('makes the three feeds of each language with a post written in it, and none for another', () => {
    expect(feedFiles(site()).map((file) => file.path)).toEqual([
      '/rss.xml',
      '/atom.xml',
      '/feed.json',
      '/fr/rss.xml',
      '/fr/atom.xml',
      '/fr/feed.json',
    ]);
  });

  it('puts in a language’s feeds only the posts written in it, under its prefix, and no draft', async () => {
    const files = feedFiles(site());
    const fr = wellFormed(await body(files, '/fr/rss.xml'));
    expect(texts(fr, 'item > title')).toEqual(['Partagé']);
    expect(texts(fr, 'item > link')).toEqual([`${SITE}/fr/writing/shared/`]);
    expect(texts(fr, 'channel > link')).toEqual([`${SITE}/fr/writing/`]);
    expect(fr.querySelector('channel > title')?.textContent).toBe('Sam Rivera (fr)');
    expect(fr.querySelector('channel > language')?.textContent).toBe('fr');
    expect(fr.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(`${SITE}/fr/rss.xml`);
    expect(fr.getElementsByTagName('content:encoded')[0]?.textContent).toContain(`<a href="${SITE}/fr/writing/">`);
    const en = JSON.parse(await body(files, '/feed.json')) as JsonFeed;
    expect(en.items.map((item) => item.url)).toEqual([`${SITE}/writing/shared/`, `${SITE}/writing/english-only/`]);
    expect(en.items[0]?.content_html).toContain(`<a href="${SITE}/writing/english-only/">`);
    expect(JSON.parse(await body(files, '/fr/feed.json'))).toMatchObject({ language: 'fr', feed_url: `${SITE}/fr/feed.json` });
  });

  it('makes no feed for a site without posts, and says which post has no body', async () => {
    const empty: FeedSite = { ...site(), localized: new Map([...site().localized].map(([language, c]) => [language, { ...c, posts: [] }])) };
    expect(feedFiles(empty)).toEqual([]);
    const bodiless = { ...site(), postHtml: new Map() };
    await expect(feedFiles(bodiless)[0]!.render()).rejects.toThrow('The post en/shared has no rendered body, so its feeds cannot be made.');
  });
});
