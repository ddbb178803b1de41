/**
 * Issue 20: a project page paints its dialog from the HTML alone and hydration keeps it — the
 * elements on screen before the code arrives are the ones still there after — and nothing a
 * visitor does to it before then is lost.
 */
import type { ElementHandle, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { expectClean } from '../support/page-helpers.ts';
import { required } from '../support/required.ts';
import { sample } from '../support/sample-site.ts';
import { holdRequests } from './support/hold-requests.ts';

const project = required(
  sample.projects.projects.find((p) => p.images.length > 0),
  'a project with images',
);
const path = `/projects/${project.slug}/`;
// Every script but the boot script inline in the page: the island loader, the islands, React.
const SCRIPTS = /\/assets\/[\w.-]+\.js$/;
const dialog = (page: Page) => page.getByRole('dialog', { name: project.title });
const hydrated = (page: Page) => page.locator('[data-island="project-dialog"][data-hydrated="true"]').waitFor({ state: 'attached' });
// The dialog's own behaviour (no React) has started: the page behind is inert.
const modal = (page: Page) => page.locator('main[inert]').waitFor({ state: 'attached' });
const waitForPath = (page: Page, pathname: string) => page.waitForFunction((p) => location.pathname === p, pathname);

/** The dialog's title, description and first image, as element handles (the DOM nodes themselves). */
async function paintedParts(page: Page): Promise<ElementHandle[]> {
  const parts = [
    dialog(page).getByRole('heading', { name: project.title }),
    dialog(page).getByText(project.description),
    dialog(page).getByRole('img').first(),
  ];
  return Promise.all(parts.map(async (part) => required((await part.elementHandle()) ?? undefined, 'a part of the dialog')));
}

describe('a project page before its code arrives', () => {
  it('paints the dialog — title, text, first image — with no entrance, and hydration keeps those very elements', async () => {
    let held: Awaited<ReturnType<typeof holdRequests>> | undefined;
    const opened = await openPage(path, {}, { waitUntil: 'load', prepare: async (page) => void (held = await holdRequests(page, SCRIPTS)) });
    const { page } = opened;
    await held?.requested;
    expect(await dialog(page).isVisible()).toBe(true);
    const image = dialog(page).getByRole('img').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // On screen from the first frame: nothing in or around the dialog animates in.
    const animated = await page.evaluate(() =>
      document.getAnimations().filter((a) => a.effect instanceof KeyframeEffect && a.effect.target?.closest('[data-island="project-dialog"]')),
    );
    expect(animated).toEqual([]);
    const before = await paintedParts(page);
    // Focus starts on Close from the HTML alone (autofocus): the code finds it there and leaves it.
    const close = dialog(page).getByRole('link', { name: 'Close' });
    expect(await close.evaluate((el) => el === document.activeElement)).toBe(true);

    const react: string[] = [];
    page.on('request', (request) => void (/\/assets\/react-[\w-]+\.js$/.test(request.url()) && react.push(request.url())));
    held?.release();
    // A modal from the moment the entry runs, without React: a visitor who only reads never loads it.
    await modal(page);
    await page.waitForLoadState('networkidle');
    expect(react).toEqual([]);
    // The visitor's first interaction (here, the pointer over the dialog) hydrates its content.
    await dialog(page).hover();
    await hydrated(page);
    expect(react).toHaveLength(1);
    const after = await paintedParts(page);
    for (const [i, part] of before.entries()) {
      expect(await part.evaluate((el) => el.isConnected)).toBe(true);
      expect(await page.evaluate(([a, b]) => a === b, [part, after[i]] as const)).toBe(true);
    }
    // Focus still on Close, the page behind inert.
    expect(await close.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.locator('main').getAttribute('inert')).toBe('');
    expectClean(opened);
    await opened.close();
  });

  it('leaves the dialog when Close is clicked before the scripts arrive (Close is a link home)', async () => {
    const opened = await openPage(path, {}, { waitUntil: 'load', prepare: async (page) => void (await holdRequests(page, SCRIPTS)) });
    const { page } = opened;
    await dialog(page).getByRole('link', { name: 'Close' }).click();
    await waitForPath(page, '/');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await opened.close();
  });
});

describe('a project page once its entry has run', () => {
  it('closes in place on Close, Escape and the backdrop, without loading another page', async () => {
    for (const how of ['close', 'escape', 'backdrop', 'escape once hydrated'] as const) {
      const opened = await openPage(path);
      const { page } = opened;
      await modal(page);
      // Closed by the same code once React has the dialog's content: React then takes it out.
      if (how === 'escape once hydrated') await dialog(page).hover();
      if (how === 'escape once hydrated') await hydrated(page);
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      if (how === 'close') await dialog(page).getByRole('link', { name: 'Close' }).click();
      if (how === 'escape' || how === 'escape once hydrated') await page.keyboard.press('Escape');
      if (how === 'backdrop') await page.mouse.click(5, 5);
      await waitForPath(page, '/');
      await dialog(page).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
      await expect.poll(() => page.title()).toBe(sample.site.title);
      await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, `View Details: ${project.title}`);
      expect(await page.locator('main').getAttribute('inert')).toBeNull();
      expectClean(opened);
      await opened.close();
    }
  });

  it('hands over to the project browser: the same project opens again from its card, and Back closes it', async () => {
    const opened = await openPage(path);
    const { page } = opened;
    await modal(page);
    await page.keyboard.press('Escape');
    await waitForPath(page, '/');
    const details = page.getByRole('button', { name: `View Details: ${project.title}` });
    await expect.poll(() => details.evaluate((el) => el === document.activeElement)).toBe(true);
    await details.click();
    await waitForPath(page, path);
    await dialog(page).getByRole('heading', { name: project.title }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.goBack();
    await waitForPath(page, '/');
    await dialog(page).waitFor({ state: 'detached' });
    expectClean(opened);
    await opened.close();
  });
});
