/** docs/product-spec.md §2 "Projects": the tab filter, the card grid and the detail dialog with its carousel. */
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { expectClean, scrollToSection, axeViolations, nextFrames } from '../support/page-helpers.ts';
import { switchScheme } from '../support/page-motion.ts';
import type { Page } from 'playwright-core';
import { required } from '../support/required.ts';
import { holdRequests } from './support/hold-requests.ts';
import { sample } from '../support/sample-site.ts';

const { projects } = sample;

const web = projects.projects.filter((p) => p.type === 'Web Application');
const ai = projects.projects.filter((p) => p.type === 'AI Automation');
const withManyImages = required(
  projects.projects.find((p) => p.images.length >= 3),
  'project with three images',
);
const firstWeb = required(web[0], 'Web Application project');
const secondWeb = required(web[1], 'second Web Application project');

async function openProjects(options = {}) {
  const opened = await openPage('/', options);
  await scrollToSection(opened.page, 'projects');
  return opened;
}

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
/** Whether the page has asked for the detail dialog's chunk. */
const dialogCodeLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some(({ name }) => name.includes('/assets/project-dialog-') && name.endsWith('.js')));
const dialog = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) =>
  dialog(page)
    .getByText(/^\d+ \/ \d+$/)
    .innerText();

async function openDetails(page: Page, title: string) {
  await page.getByRole('button', { name: `View Details: ${title}` }).click();
  await dialog(page).waitFor();
}

describe('project filter', () => {
  it('starts on Web Application with its 4 cards and switches to the 5 AI Automation cards', async () => {
    const opened = await openProjects();
    const { page } = opened;
    const tabs = page.getByRole('tablist', { name: 'Project type' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Web Application', 'AI Automation']);
    const webTab = page.getByRole('tab', { name: 'Web Application' });
    const aiTab = page.getByRole('tab', { name: 'AI Automation' });
    expect(await webTab.getAttribute('aria-selected')).toBe('true');
    expect(await aiTab.getAttribute('aria-selected')).toBe('false');
    expect(await cards(page).getByRole('heading').allInnerTexts()).toEqual(web.map((p) => p.title));
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(await webTab.getAttribute('id'));
    expect(await webTab.getAttribute('aria-controls')).toBe(await page.getByRole('tabpanel').getAttribute('id'));

    await aiTab.click();
    // The project browser may still be hydrating: the click is replayed once it is.
    await expect.poll(() => aiTab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => cards(page).getByRole('heading').allInnerTexts()).toEqual(ai.map((p) => p.title));
    expect(web).toHaveLength(4);
    expect(ai).toHaveLength(5);
    expectClean(opened);
    await opened.close();
  });
  // The arrow keys, Home and End and the roving tabindex: src/components/tabs.test.tsx (the island's tabs are <Tabs>).
});

describe('project grid', () => {
  it('has 1 column at 390 px, 2 at 800 px and 3 at 1400 px', async () => {
    const opened = await openProjects({ viewport: { width: 390, height: 900 } });
    const tracks = () =>
      opened.page
        .getByRole('tabpanel')
        .locator('ul')
        .first()
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    for (const [width, columns] of [
      [390, 1],
      [800, 2],
      [1400, 3],
    ] as const) {
      await opened.page.setViewportSize({ width, height: 900 });
      expect(await tracks(), `${width} px`).toBe(columns);
    }
    await opened.close();
  });

  it('shows each card’s cover, title, type, first 4 skills and "+N more" equal to the rest of the Tech Stack', async () => {
    const opened = await openProjects();
    const { page } = opened;
    for (const project of [...web, ...ai]) {
      if (project.type === 'AI Automation') await page.getByRole('tab', { name: 'AI Automation' }).click();
      const card = cards(page).filter({ has: page.getByRole('heading', { name: project.title }) });
      const cover = card.getByRole('img');
      expect(await cover.getAttribute('alt')).toBe(`${project.title}: cover screenshot`);
      expect(await cover.getAttribute('width')).toBe('1200');
      expect(await cover.getAttribute('height')).toBe('750');
      expect(await cover.getAttribute('loading')).toBe('lazy');
      expect(await cover.getAttribute('decoding')).toBe('async');
      expect(await card.getByText(project.type, { exact: true }).count()).toBe(1);
      const badges = await card.getByRole('list', { name: 'Skills' }).getByRole('listitem').allInnerTexts();
      const more = badges.find((b) => b.endsWith('more'));
      expect(badges.filter((b) => !b.endsWith('more'))).toEqual(project.skills.slice(0, 4));
      // The rest of its Tech Stack, which the dialog lists whole (the dialog test below).
      if (project.skills.length > 4) expect(more).toBe(`+${project.skills.length - 4} more`);
      else expect(more).toBeUndefined();

      for (const [name, href] of [
        ['GitHub', project.links?.github],
        ['Live', project.links?.live],
      ] as const) {
        const link = card.getByRole('link', { name: new RegExp(`^${name}:`) });
        if (!href) expect(await link.count()).toBe(0);
        else {
          expect(await link.getAttribute('href')).toBe(href);
          expect(await link.getAttribute('target')).toBe('_blank');
          expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        }
      }
    }
    expect(projects.projects.some((p) => p.skills.length > 4)).toBe(true);
    expect(projects.projects.some((p) => !p.links?.github)).toBe(true);
    expect(projects.projects.some((p) => !p.links?.live)).toBe(true);
    expectClean(opened);
    await opened.close();
  });
});

describe('project dialog', () => {
  it('opens from View Details and from the cover, labelled by the title, starting at image 1; closes on Escape, overlay click and the close button, returning focus to View Details', async () => {
    const opened = await openProjects();
    const { page } = opened;
    const project = firstWeb;
    await openDetails(page, project.title);
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await page.getByRole('dialog', { name: project.title }).count()).toBe(1);
    expect(await counter(page)).toBe(`1 / ${project.images.length}`);
    expect(await dialog(page).getByText(project.description).isVisible()).toBe(true);
    expect(await dialog(page).getByRole('heading', { name: 'Tech Stack' }).isVisible()).toBe(true);
    expect(await dialog(page).getByRole('list', { name: 'Tech Stack' }).getByRole('listitem').allInnerTexts()).toEqual([...project.skills]);
    expect(await dialog(page).getByRole('heading', { name: 'Description' }).isVisible()).toBe(true);
    // The carousel shows the project's images (wrapping, dots and keys: src/components/carousel.test.tsx).
    const img = dialog(page).getByRole('group').getByRole('img');
    await dialog(page).getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => counter(page)).toBe(`2 / ${project.images.length}`);
    await expect.poll(() => img.getAttribute('src')).toBe(project.images[1]);
    await dialog(page).getByRole('link', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // Reopening, from the cover image this time, starts at the first image again, and focus comes
    // back to the card's View Details button.
    const details = (title: string) => page.getByRole('button', { name: `View Details: ${title}` });
    await page.getByRole('img', { name: `${project.title}: cover screenshot` }).click();
    await dialog(page).waitFor();
    await expect.poll(() => counter(page)).toBe(`1 / ${project.images.length}`);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => details(project.title).evaluate((el) => el === document.activeElement)).toBe(true);

    for (const close of ['escape', 'overlay', 'button'] as const) {
      await openDetails(page, secondWeb.title);
      if (close === 'escape') await page.keyboard.press('Escape');
      if (close === 'overlay') await page.mouse.click(5, 5);
      if (close === 'button') await dialog(page).getByRole('link', { name: 'Close' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await expect.poll(() => details(secondWeb.title).evaluate((el) => el === document.activeElement), { message: close }).toBe(true);
    }
    expectClean(opened);
    await opened.close();
  });

  it('traps focus, locks the page behind without a sideways shift, and stays within 90vh', async () => {
    const opened = await openProjects({ viewport: { width: 1280, height: 700 } });
    const { page } = opened;
    const details = page.getByRole('button', { name: `View Details: ${firstWeb.title}` });
    await details.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const before = await page.evaluate(() => ({ y: window.scrollY, navX: document.querySelector('nav a')!.getBoundingClientRect().left }));
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(scrollbar).toBeGreaterThan(0); // a classic scrollbar, whose room the page must not lose
    // A plain mouse click: Playwright's own click would first re-scroll the page.
    const target = (await details.boundingBox())!;
    await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
    await dialog(page).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(before.y);
    // Focus cycles inside the dialog.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.mouse.move(640, 20);
    await page.evaluate(() => {
      const counted = window as unknown as { scrolls: number };
      counted.scrolls = 0;
      window.addEventListener('scroll', () => counted.scrolls++);
    });
    await page.mouse.wheel(0, 1500);
    // A scroll would fire its event within the next frames.
    await nextFrames(page);
    await nextFrames(page);
    expect(await page.evaluate(() => (window as unknown as { scrolls: number }).scrolls)).toBe(0);
    const during = await page.evaluate(() => ({ y: window.scrollY, navX: document.querySelector('nav a')!.getBoundingClientRect().left }));
    expect(during.y).toBe(before.y);
    expect(during.navX).toBe(before.navX);
    const box = await dialog(page).evaluate((el) => ({ height: el.getBoundingClientRect().height, overflowY: getComputedStyle(el).overflowY }));
    expect(box.height).toBeLessThanOrEqual(700 * 0.9 + 0.5);
    expect(box.overflowY).toBe('auto');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expectClean(opened);
    await opened.close();
  });

  async function failImages(page: Page, paths: string[]) {
    await page.route('**/*', (route) => {
      const { pathname } = new URL(route.request().url());
      return paths.includes(pathname) ? route.fulfill({ status: 404, body: 'missing' }) : route.continue();
    });
  }

  it('falls back to the bundled placeholder when an image fails', async () => {
    const opened = await openProjects();
    const { page } = opened;
    const project = firstWeb;
    await failImages(page, [required(project.images[1], 'second image')]);
    await openDetails(page, project.title);
    await dialog(page).getByRole('button', { name: 'Next image' }).click();
    const img = dialog(page).getByRole('group').getByRole('img');
    await expect.poll(() => img.getAttribute('data-fallback')).toBe('true');
    await expect.poll(() => img.getAttribute('src')).toMatch(/\/assets\/project-placeholder-[\w-]+\.svg$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await img.getAttribute('alt')).toBe(`${project.title}: screenshot 2 of ${project.images.length}`);
    // The next image is fine again.
    await dialog(page).getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => img.getAttribute('src')).toBe(project.images[2]);
    await expect.poll(() => img.getAttribute('data-fallback')).toBeNull();
    await opened.close();
  });

  // A placeholder that fails too is not asked for again: src/sections/projects/image-carousel.test.tsx.

  it('is axe-clean while open, in both schemes', async () => {
    const opened = await openProjects({ colorScheme: 'light' });
    await openDetails(opened.page, withManyImages.type === 'Web Application' ? withManyImages.title : firstWeb.title);
    expect(await axeViolations(opened.page), 'light').toEqual([]);
    await switchScheme(opened.page, 'dark');
    expect(await axeViolations(opened.page), 'dark').toEqual([]);
    await opened.close();
  });

  it('loads the dialog code only when needed, ahead of the click on hover', async () => {
    const opened = await openPage('/', { viewport: viewports.desktop });
    const { page } = opened;
    expect(await dialogCodeLoaded(page)).toBe(false);
    await scrollToSection(page, 'projects');
    await page.locator('[data-island="project-browser"][data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await dialogCodeLoaded(page)).toBe(false);
    await cards(page).first().hover();
    await expect.poll(() => dialogCodeLoaded(page)).toBe(true);
    await opened.close();
  });

  it('loads it for a card hovered before the projects’ code had arrived, once it has', async () => {
    const opened = await openPage('/', { viewport: viewports.desktop });
    const { page } = opened;
    const held = await holdRequests(page, /\/assets\/project-browser\.island-[\w-]+\.js$/);
    await scrollToSection(page, 'projects');
    // The hover starts the island (if its own visibility had not already) and is over before it runs.
    await cards(page).first().hover();
    await held.requested;
    expect(await page.locator('[data-island="project-browser"]').getAttribute('data-hydrated')).toBeNull();
    expect(await dialogCodeLoaded(page)).toBe(false);
    held.release();
    await page.locator('[data-island="project-browser"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => dialogCodeLoaded(page)).toBe(true);
    await opened.close();
  });
});
