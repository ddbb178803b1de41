/** Issue 12: every project has its own address — deep links, the route on the client, Copy link, 404, share tags. */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { required } from '../support/required.ts';
import { openPage, siteUrl } from '../support/browser.ts';
import { expectClean, scrollToSection } from '../support/page-helpers.ts';
import { sample } from '../support/sample-site.ts';

const { profile, projects, site } = sample;

const ai = required(
  projects.projects.find((p) => p.type === 'AI Automation'),
  'AI Automation project',
);
const web = required(projects.projects[0], 'first project');
const path = (slug: string) => `/projects/${slug}/`;
const liveDialog = (page: Page) => page.getByRole('dialog');
const activeInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
const waitForPath = (page: Page, pathname: string) => page.waitForFunction((p) => location.pathname === p, pathname);
/** The page is where it was (give or take bringing the card's View Details fully into view), with the button on screen. */
async function inView(page: Page, title: string, scrolled: number) {
  const box = required((await page.getByRole('button', { name: `View Details: ${title}` }).boundingBox()) ?? undefined, 'View Details box');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(await page.evaluate(() => innerHeight));
  expect(Math.abs((await page.evaluate(() => scrollY)) - scrolled)).toBeLessThan(100);
}
/**
 * How long the page may take to bring a card back into view: vi.waitFor's default second was
 * too short on a loaded machine (the return runs after the route's change and a frame or two);
 * as long as a poll waits (vite.config.ts), which only a hang reaches.
 */
const SCROLLED_BACK = { timeout: 30_000, interval: 100 };
const titleOf = (title: string) => `${title} — ${profile.name}`;

describe('a project page (deep link)', () => {
  it('opens with the dialog open, focus inside and its title; closing goes to / at its card', async () => {
    const opened = await openPage(path(ai.slug));
    const { page } = opened;
    expect(opened.status).toBe(200);
    await liveDialog(page).getByRole('heading', { name: ai.title }).waitFor();
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await expect.poll(() => page.title()).toBe(titleOf(ai.title));
    await liveDialog(page).getByRole('link', { name: 'Close' }).click();
    await waitForPath(page, '/');
    await expect.poll(() => page.title()).toBe(site.title);
    await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, `View Details: ${ai.title}`);
    // The page may scroll smoothly to the card: wait until it is fully in view.
    await page.waitForFunction(() => {
      const box = document.activeElement?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= innerHeight;
    });
    expectClean(opened);
    await opened.close();
  });

  it('shows the project without JavaScript', async () => {
    const opened = await openPage(path(ai.slug), { javaScriptEnabled: false });
    const dialog = opened.page.getByRole('dialog');
    expect(await dialog.getByRole('heading', { level: 2 }).innerText()).toBe(ai.title);
    expect(await dialog.innerText()).toContain(ai.description);
    expect(await dialog.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/');
    await opened.close();
  });

  it('has its own share tags, canonical and CreativeWork JSON-LD, and is in the sitemap', async () => {
    const opened = await openPage(path(web.slug));
    const { page } = opened;
    const url = new URL(path(web.slug), site.url).href;
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(url);
    expect(await meta('meta[name="description"]')).toBe(web.description);
    expect(await meta('meta[property="og:title"]')).toBe(titleOf(web.title));
    expect(await meta('meta[property="og:url"]')).toBe(url);
    expect(await meta('meta[property="og:image"]')).toBe(new URL(`/projects/${web.slug}.png`, site.url).href);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const card = await page.request.get(siteUrl(`/projects/${web.slug}.png`));
    expect(card.headers()['content-type']).toBe('image/png');
    const jsonLd = JSON.parse(required((await page.locator('script[type="application/ld+json"]').textContent()) ?? undefined, 'JSON-LD')) as Record<
      string,
      unknown
    >;
    expect(jsonLd).toMatchObject({ '@type': 'CreativeWork', name: web.title, url, author: { '@type': 'Person', name: profile.name } });
    const sitemap = await (await page.request.get(siteUrl('/sitemap.xml'))).text();
    for (const p of projects.projects) expect(sitemap).toContain(`<loc>${new URL(path(p.slug), site.url).href}</loc>`);
    expectClean(opened);
    await opened.close();
  });

  it('answers an unknown project with the 404 page and status 404', async () => {
    const opened = await openPage('/projects/no-such-project/');
    expect(opened.status).toBe(404);
    expect(await opened.page.getByText('Oops! Page not found').count()).toBe(1);
    await opened.close();
  });
});

describe('the route on the home page', () => {
  it('pushes the project address on open; Back closes and Forward reopens; the title follows', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    await scrollToSection(page, 'projects');
    const scrolled = await page.evaluate(() => scrollY);
    await page.getByRole('button', { name: `View Details: ${web.title}` }).click();
    await liveDialog(page).waitFor();
    await waitForPath(page, path(web.slug));
    await expect.poll(() => page.title()).toBe(titleOf(web.title));
    await expect.poll(() => activeInDialog(page)).toBe(true);

    await page.goBack();
    await waitForPath(page, '/');
    await liveDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.title()).toBe(site.title);
    // The page may still be bringing the card into view: retried until it holds.
    await vi.waitFor(() => inView(page, web.title, scrolled), SCROLLED_BACK);

    await page.goForward();
    await waitForPath(page, path(web.slug));
    await liveDialog(page).getByRole('heading', { name: web.title }).waitFor();
    await expect.poll(() => page.title()).toBe(titleOf(web.title));

    await page.keyboard.press('Escape');
    await waitForPath(page, '/');
    await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, `View Details: ${web.title}`);
    await vi.waitFor(() => inView(page, web.title, scrolled), SCROLLED_BACK);
    expectClean(opened);
    await opened.close();
  });

  it('keeps Tab inside the open dialog, the rest of the page inert', async () => {
    const opened = await openPage(path(web.slug));
    const { page } = opened;
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() =>
        document.activeElement === document.body ? 'body' : document.activeElement?.closest('[role="dialog"]') ? 'dialog' : 'page',
      );
      expect(where).not.toBe('page');
    }
    // The page beside the dialog, at every level: the banner, the main content, the footer.
    for (const part of ['header', 'main', 'footer']) await expect.poll(() => page.locator(part).first().getAttribute('inert')).toBe('');
    await opened.close();
  });

  it('copies the absolute address with Copy link and says "Link copied"', async () => {
    const opened = await openPage(path(web.slug), { permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = opened;
    await liveDialog(page).getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(path(web.slug), site.url).href);
    expectClean(opened);
    await opened.close();
  });

  it('says why when the clipboard refuses', async () => {
    const opened = await openPage(path(web.slug));
    const { page } = opened;
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } }));
    await liveDialog(page).getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('The link could not be copied').waitFor();
    await opened.close();
  });
});
