/**
 * Issue 44: what a post offers its reader — its table of contents (beside the text on a wide
 * screen, following the scroll; a disclosure on a phone; a plain list without JavaScript), the
 * parts of its series, and the posts to read next, in English and in French.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { axeViolations, expectClean, scrollToY } from '../support/page-helpers.ts';
import { required } from '../support/required.ts';
import { sample } from '../support/sample-site.ts';
import { ADDED_PARTS, FIRST_PART, SERIES } from './support/series-site.ts';

const post = required(sample.posts[0], 'the newest post');
const postPath = (slug: string, base = '') => `${base}/writing/${slug}/`;

/** The body's h2 headings, as the table of contents should list them. */
const bodyHeadings = (page: Page) => page.getByRole('article').locator('.heading > h2').allInnerTexts();

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not laid out');
  return box;
}

/** Scrolls until a heading's top is just above the middle of the viewport. */
async function readUpTo(page: Page, heading: string): Promise<void> {
  const top = await page
    .getByRole('article')
    .getByRole('heading', { name: heading, exact: true })
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2 + 10);
  await scrollToY(page, top);
}

describe('a post’s table of contents', () => {
  for (const [language, base, name] of [
    ['English', '', 'On this page'],
    ['French', '/fr', 'Sur cette page'],
  ] as const) {
    it(`stands beside the text on a wide screen and marks the heading being read (${language})`, async () => {
      const opened = await openPage(postPath(post.slug, base));
      const { page } = opened;
      const contents = page.getByRole('navigation', { name });
      const headings = await bodyHeadings(page);
      expect(headings.length).toBeGreaterThanOrEqual(3);
      expect(await contents.getByRole('link').allInnerTexts()).toEqual(headings);
      const side = await boxOf(contents);
      const text = await boxOf(page.getByRole('article').locator('.heading').first());
      expect(side.x).toBeGreaterThan(text.x + text.width);
      expect(await contents.locator('[aria-current]').count()).toBe(0);
      for (const heading of headings.slice(0, 2)) {
        await readUpTo(page, heading);
        await expect.poll(() => contents.locator('[aria-current="location"]').allInnerTexts()).toEqual([heading]);
        // Sticky: still on screen, below the navigation, however far the page is scrolled.
        const box = await boxOf(contents);
        expect(box.y).toBeGreaterThan(0);
        expect(box.y + box.height).toBeLessThan(viewports.desktop.height);
      }
      const third = required(headings[2], 'a third heading');
      await contents.getByRole('link', { name: third }).click();
      await expect
        .poll(() => page.evaluate(() => decodeURIComponent(location.hash)))
        .toBe(`#${await page.getByRole('heading', { name: third, exact: true }).getAttribute('id')}`);
      expect(await axeViolations(page)).toEqual([]);
      expectClean(opened);
      await opened.close();
    });
  }

  it('is a disclosure on a phone, closed from the first paint, that opens and closes', async () => {
    const opened = await openPage(postPath(post.slug), { viewport: viewports.phone });
    const { page } = opened;
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const toggle = contents.getByRole('button', { name: 'On this page' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await contents.getByRole('link').count()).toBe(0);
    // Hydrating it (a visitor's first key starts the page's islands) moves nothing.
    const text = page.getByRole('article').locator('p').first();
    const before = await boxOf(text);
    await page.keyboard.press('Shift');
    await page.locator('[data-island="post-contents"][data-hydrated]').waitFor({ state: 'attached' });
    expect(await boxOf(text)).toEqual(before);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const links = contents.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(await bodyHeadings(page));
    await links.first().click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expectClean(opened);
    await opened.close();
  });

  it('is a plain list of links without JavaScript, on a phone too', async () => {
    const opened = await openPage(postPath(post.slug), { viewport: viewports.phone, javaScriptEnabled: false });
    const { page } = opened;
    const contents = page.getByRole('navigation', { name: 'On this page' });
    expect(await contents.getByRole('button').count()).toBe(0);
    expect(await contents.getByRole('link').allInnerTexts()).toEqual(await bodyHeadings(page));
    await opened.close();
  });
});

describe('a series', () => {
  const [second, third] = Object.entries(ADDED_PARTS);

  it('says which part a post is, lists its parts in order and marks the one being read', async () => {
    const [slug, title] = required(second, 'the second part');
    const opened = await openPage(postPath(slug), {}, { site: 'series' });
    const { page } = opened;
    await page.getByRole('link', { name: `Part 2 of 3 in ${SERIES.en}` }).click();
    const parts = page.getByRole('navigation', { name: `The series: ${SERIES.en}` });
    expect(await parts.getByRole('listitem').allInnerTexts()).toEqual([post.title, title, required(third, 'the third part')[1]]);
    expect(await parts.locator('[aria-current="page"]').innerText()).toBe(title);
    expect(await parts.getByRole('link', { name: post.title }).getAttribute('href')).toBe(postPath(FIRST_PART));
    expect(await page.getByRole('heading', { name: 'Read next' }).count()).toBe(0);
    expectClean(opened);
    await opened.close();
  });

  it('is named in the page’s language, its untranslated parts in theirs', async () => {
    const opened = await openPage(postPath(FIRST_PART, '/fr'), {}, { site: 'series' });
    const { page } = opened;
    expect(await page.getByRole('link', { name: `Partie 1 sur 3 de ${SERIES.fr}` }).count()).toBe(1);
    const parts = page.getByRole('navigation', { name: `La série\u00a0: ${SERIES.fr}` });
    const [slug] = required(second, 'the second part');
    expect(await parts.getByRole('link').first().getAttribute('href')).toBe(postPath(slug));
    expect(await parts.getByRole('link').first().getAttribute('hreflang')).toBe('en');
    await opened.close();
  });
});

describe('read next', () => {
  it('offers the posts sharing the most tags, the newest first, but not those the page links already', async () => {
    const oldest = required(sample.posts.at(-1), 'the oldest post');
    const opened = await openPage(postPath(oldest.slug), {}, { site: 'series' });
    const { page } = opened;
    const next = page.getByRole('region', { name: 'Read next' });
    // The sample's newest post is the one after it (More posts links it); the added parts share its Automation tag.
    expect(await next.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([...Object.values(ADDED_PARTS)].reverse());
    expect(await page.getByRole('navigation', { name: 'More posts' }).getByRole('link').innerText()).toContain(post.title);
    expect(await axeViolations(page)).toEqual([]);
    await opened.close();
  });
});
