/** Issue 23: posts — the list, a post, a tag's page, Back, the home page's section, without JavaScript, axe in both schemes, the feeds. */
import { describe, expect, it } from 'vitest';
import { openPage, siteUrl, viewports } from '../support/browser.ts';
import { axeViolations, expectClean, revealAll, scrolledTo } from '../support/page-helpers.ts';
import { required } from '../support/required.ts';
import { sample, sampleFrench } from '../support/sample-site.ts';

const { posts, profile, site } = sample;
const newest = required(posts[0], 'the newest post');
const older = required(posts[1], 'an older post');
const tag = required(newest.tags[0], 'a tag of the newest post');
const postPath = (slug: string, base = '') => `${base}/writing/${slug}/`;

describe('the writing pages', () => {
  it('list every post newest first, each linking to its page, with the tags and the feeds; a post opens with its title, date, reading time, tags, body, neighbours, head and navigation; Back returns to the list; a tag lists its posts', async () => {
    const opened = await openPage('/writing/');
    const { page } = opened;
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Writing');
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    expect(await titles.allInnerTexts()).toEqual(posts.map((post) => post.title));
    expect(await page.getByRole('link', { name: newest.title }).getAttribute('href')).toBe(postPath(newest.slug));
    expect(await page.getByRole('link', { name: 'RSS' }).getAttribute('href')).toBe('/rss.xml');
    expect(await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).toBe('/atom.xml');

    await page.getByRole('link', { name: newest.title }).click();
    await page.waitForURL(siteUrl(postPath(newest.slug)));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(newest.title);
    expect(await page.title()).toBe(`${newest.title} — ${profile.name}`);
    expect(await page.locator('article time').first().getAttribute('datetime')).toBe(newest.date);
    expect(await page.getByText(`${newest.readingMinutes} min read`).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Tags' }).getByRole('link').allInnerTexts()).toEqual(newest.tags.map((t) => t.label));
    // The body, rendered at build: its headings are h2 under the title, its code highlighted.
    expect(await page.getByRole('article').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    const around = page.getByRole('navigation', { name: 'More posts' });
    expect(await around.getByRole('link').getAttribute('href')).toBe(postPath(older.slug));
    // Its canonical, share card, hreflang and BlogPosting JSON-LD.
    const url = new URL(postPath(newest.slug), site.url).href;
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url);
    expect(await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute('href')).toBe(
      new URL(postPath(newest.slug, '/fr'), site.url).href,
    );
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(new URL(`/writing/${newest.slug}.png`, site.url).href);
    const card = await page.request.get(siteUrl(`/writing/${newest.slug}.png`));
    expect(card.headers()['content-type']).toBe('image/png');
    const jsonLd = JSON.parse(required((await page.locator('script[type="application/ld+json"]').textContent()) ?? undefined, 'JSON-LD')) as unknown;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: newest.title, datePublished: newest.date, author: { name: profile.name } });
    // Writing is the current page in its navigation, whose other entries lead home.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const writing = nav.getByRole('link', { name: 'Writing' }).first();
    expect(await writing.getAttribute('href')).toBe('/writing/');
    await expect.poll(() => writing.getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'About' }).first().getAttribute('href')).toBe('/#about');

    await page.goBack();
    await page.waitForURL(siteUrl('/writing/'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Writing');
    await page.goForward();
    await page.waitForURL(siteUrl(postPath(newest.slug)));

    // One tag's posts on its page.
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag.label }).click();
    await page.waitForURL(siteUrl(`/writing/tags/${tag.slug}/`));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Posts tagged “${tag.label}”`);
    const tagged = posts.filter((post) => post.tags.some((t) => t.slug === tag.slug));
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(tagged.map((post) => post.title));
    await page.getByRole('link', { name: 'All posts' }).click();
    await page.waitForURL(siteUrl('/writing/'));
    expectClean(opened);
    await opened.close();
  });

  it('read whole without JavaScript: the post, its code and its images', async () => {
    const opened = await openPage(postPath(newest.slug), { javaScriptEnabled: false });
    const { page } = opened;
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(newest.title);
    const article = page.getByRole('article');
    expect((await article.innerText()).length).toBeGreaterThan(1000);
    // Every image of the body has its box before it loads, and a text.
    const images = await article
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => ({ alt: img.getAttribute('alt'), width: img.getAttribute('width') })));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.width).toMatch(/^\d+$/);
    await opened.close();
  });

  it('show the latest posts on the home page, in the navigation’s order, linking to all of them', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    await revealAll(page);
    const section = page.getByRole('region', { name: 'Latest Writing' });
    await scrolledTo(section);
    expect(await section.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(posts.slice(0, 3).map((post) => post.title));
    expect(await section.getByRole('link', { name: 'All posts' }).getAttribute('href')).toBe('/writing/');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing' }).first().getAttribute('href')).toBe('#writing');
    await opened.close();
  });

  it('exist in French, with the French words', async () => {
    const french = required(sampleFrench.posts[0], 'a French post');
    const opened = await openPage(postPath(french.slug, '/fr'));
    const { page } = opened;
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(french.title);
    expect(await page.getByRole('link', { name: 'Tous les articles' }).getAttribute('href')).toBe('/fr/writing/');
    await opened.close();
  });

  // A post, the list and a tag's page: one page of each kind (post-reading.test.ts judges a post's contents and its code too).
  it.each(['light', 'dark'] as const)('pass axe in the %s scheme: a post, the list and a tag', async (colorScheme) => {
    for (const path of [postPath(newest.slug), '/writing/', `/writing/tags/${tag.slug}/`]) {
      const opened = await openPage(path, { colorScheme });
      expect(await axeViolations(opened.page), path).toEqual([]);
      await opened.close();
    }
  });

  it('fit a phone: a long line of code scrolls in its block, the page never sideways', async () => {
    for (const post of posts) {
      const opened = await openPage(postPath(post.slug), { viewport: viewports.phone });
      const widths = await opened.page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: innerWidth }));
      expect(widths.page, post.slug).toBeLessThanOrEqual(widths.screen);
      await opened.close();
    }
  });

  it('answer an unknown post with the 404 page', async () => {
    const opened = await openPage('/writing/no-such-post/');
    expect(opened.status).toBe(404);
    await opened.close();
  });
});

describe('the feeds', () => {
  it('are RSS, Atom and JSON Feed in each language, with full posts and absolute addresses', async () => {
    const opened = await openPage('/writing/');
    const { page } = opened;
    const rss = await (await page.request.get(siteUrl('/rss.xml'))).text();
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return { error: doc.querySelector('parsererror') !== null, links: [...doc.querySelectorAll('item > link')].map((l) => l.textContent) };
    }, rss);
    expect(parsed.error).toBe(false);
    expect(parsed.links).toEqual(posts.map((post) => new URL(postPath(post.slug), site.url).href));
    const french = JSON.parse(await (await page.request.get(siteUrl('/fr/feed.json'))).text()) as { items: { url: string; content_html: string }[] };
    expect(french.items.map((item) => item.url)).toEqual(sampleFrench.posts.map((post) => new URL(postPath(post.slug, '/fr'), site.url).href));
    for (const item of french.items) expect(item.content_html).not.toMatch(/(src|href)="\/(?!\/)/);
    await opened.close();
  });
});

describe('markup in a post (the shaped site)', () => {
  it('keeps harmless HTML and runs none of the author’s script', async () => {
    const opened = await openPage('/writing/markup-in-a-post/', {}, { site: 'shaped' });
    const { page } = opened;
    const article = page.getByRole('article');
    expect(await article.locator('kbd').allInnerTexts()).toEqual(['Ctrl', 'C']);
    await article.getByText('More').click();
    await article.getByText('Folded text.').waitFor();
    // A javascript: link is refused by the build's check (scripts/content/posts/body-checks.test.ts), and removed by the sanitiser (scripts/posts/sanitize-schema.test.ts).
    await page.mouse.wheel(0, 2000);
    expect(await page.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined();
    expect(await article.locator('script, iframe, form, style, svg[onload], [onerror], [onload]').count()).toBe(0);
    expect(await page.locator('body').isVisible()).toBe(true);
    await opened.close();
  });

  it('reaches the writing pages from the navigation when the home page has no Writing section', async () => {
    const opened = await openPage('/', {}, { site: 'shaped' });
    const { page } = opened;
    expect(await page.locator('#writing').count()).toBe(0);
    const writing = await openPage('/writing/', {}, { site: 'shaped' });
    const entries = writing.page.getByRole('navigation', { name: 'Main' }).getByRole('list').first().getByRole('link');
    const names = await entries.allInnerTexts();
    expect(names.slice(-2)).toEqual(['Writing', 'Contact']);
    await writing.close();
    await opened.close();
  });
});
