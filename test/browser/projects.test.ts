/** docs/product-spec.md §2 "Projects": the tab filter, the card grid and the detail dialog with its carousel. */
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { expectClean, scrollToSection, axeViolations, nextFrames } from '../support/page-helpers.ts';
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

  it('is operated with arrow keys, Home and End, with a roving tabindex', async () => {
    const opened = await openProjects();
    const { page } = opened;
    const webTab = page.getByRole('tab', { name: 'Web Application' });
    const aiTab = page.getByRole('tab', { name: 'AI Automation' });
    expect(await aiTab.getAttribute('tabindex')).toBe('-1');
    // Key presses are not replayed like clicks: press them once the browser is interactive.
    await page.locator('[data-island="project-browser"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await webTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => aiTab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('AI Automation');
    await expect.poll(() => webTab.getAttribute('tabindex')).toBe('-1');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => webTab.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => aiTab.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    await expect.poll(() => webTab.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    await expect.poll(() => aiTab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => cards(page).count()).toBe(5);
    await opened.close();
  });
});

describe('project grid', () => {
  it.each([
    [390, 1],
    [800, 2],
    [1400, 3],
  ])('has %i px → %i column(s)', async (width, columns) => {
    const opened = await openProjects({ viewport: { width, height: 900 } });
    const tracks = await opened.page
      .getByRole('tabpanel')
      .locator('ul')
      .first()
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(tracks).toBe(columns);
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

      await card.getByRole('button', { name: /^View Details/ }).click();
      await dialog(page).waitFor();
      const stack = await dialog(page).getByRole('list', { name: 'Tech Stack' }).getByRole('listitem').allInnerTexts();
      expect(stack).toEqual([...project.skills]);
      if (stack.length > 4) expect(more).toBe(`+${stack.length - 4} more`);
      else expect(more).toBeUndefined();
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });

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
  it('opens from View Details and from the cover, labelled by the title, starting at image 1', async () => {
    const opened = await openProjects();
    const { page } = opened;
    const project = firstWeb;
    await openDetails(page, project.title);
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await page.getByRole('dialog', { name: project.title }).count()).toBe(1);
    expect(await counter(page)).toBe(`1 / ${project.images.length}`);
    expect(await dialog(page).getByText(project.description).isVisible()).toBe(true);
    expect(await dialog(page).getByRole('heading', { name: 'Tech Stack' }).isVisible()).toBe(true);
    expect(await dialog(page).getByRole('heading', { name: 'Description' }).isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => counter(page)).toBe(`2 / ${project.images.length}`);
    await dialog(page).getByRole('link', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // Reopening, from the cover image this time, starts at the first image again.
    await page.getByRole('img', { name: `${project.title}: cover screenshot` }).click();
    await dialog(page).waitFor();
    await expect.poll(() => counter(page)).toBe(`1 / ${project.images.length}`);
    expectClean(opened);
    await opened.close();
  });

  it('cycles images with next/previous (wrapping both ways), dots and arrow keys', async () => {
    const opened = await openProjects();
    const { page } = opened;
    if (withManyImages.type === 'AI Automation') await page.getByRole('tab', { name: 'AI Automation' }).click();
    await openDetails(page, withManyImages.title);
    const n = withManyImages.images.length;
    const img = () => dialog(page).getByRole('group').getByRole('img').getAttribute('src');
    await dialog(page).getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(() => counter(page)).toBe(`${n} / ${n}`);
    await expect.poll(img).toBe(withManyImages.images[n - 1]);
    await dialog(page).getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => counter(page)).toBe(`1 / ${n}`);
    for (let i = 2; i <= n; i++) await dialog(page).getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => counter(page)).toBe(`${n} / ${n}`);
    await dialog(page).getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => counter(page)).toBe(`1 / ${n}`);

    const dots = dialog(page).getByRole('button', { name: /^Show image \d+ of \d+$/ });
    expect(await dots.count()).toBe(n);
    await dialog(page)
      .getByRole('button', { name: `Show image 2 of ${n}` })
      .click();
    await expect.poll(() => counter(page)).toBe(`2 / ${n}`);
    await expect
      .poll(() =>
        dialog(page)
          .getByRole('button', { name: `Show image 2 of ${n}` })
          .getAttribute('aria-current'),
      )
      .toBe('true');
    await expect
      .poll(() =>
        dialog(page)
          .getByRole('button', { name: `Show image 1 of ${n}` })
          .getAttribute('aria-current'),
      )
      .toBeNull();
    await expect.poll(img).toBe(withManyImages.images[1]);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page)).toBe(`3 / ${n}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page)).toBe(`${n} / ${n}`);
    expectClean(opened);
    await opened.close();
  });

  it('closes on Escape, overlay click and the close button, returning focus to View Details', async () => {
    const opened = await openProjects();
    const { page } = opened;
    const project = secondWeb;
    const details = page.getByRole('button', { name: `View Details: ${project.title}` });
    for (const close of ['escape', 'overlay', 'button'] as const) {
      await openDetails(page, project.title);
      if (close === 'escape') await page.keyboard.press('Escape');
      if (close === 'overlay') await page.mouse.click(5, 5);
      if (close === 'button') await dialog(page).getByRole('link', { name: 'Close' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await expect.poll(() => details.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    // Opened from the cover image too, focus lands on the card's View Details button.
    await page.getByRole('img', { name: `${project.title}: cover screenshot` }).click();
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => details.evaluate((el) => el === document.activeElement)).toBe(true);
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

  async function failImages(page: Page, paths: string[], { placeholderFails = false } = {}) {
    const requests = { placeholder: 0 };
    await page.route('**/*', (route) => {
      const { pathname } = new URL(route.request().url());
      if (paths.includes(pathname)) return route.fulfill({ status: 404, body: 'missing' });
      if (pathname.includes('project-placeholder')) {
        requests.placeholder++;
        if (placeholderFails) return route.abort();
      }
      return route.continue();
    });
    return requests;
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

  it('stops after one try when the placeholder fails too (no loop)', async () => {
    const opened = await openProjects();
    const { page } = opened;
    const project = firstWeb;
    const requests = await failImages(page, [required(project.images[1], 'second image')], { placeholderFails: true });
    await openDetails(page, project.title);
    await dialog(page).getByRole('button', { name: 'Next image' }).click();
    const img = dialog(page).getByRole('group').getByRole('img');
    await expect.poll(() => img.getAttribute('data-fallback')).toBe('true');
    // The placeholder has failed too; a loop would ask for it again at once.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0)).toBe(true);
    await nextFrames(page);
    await nextFrames(page);
    expect(requests.placeholder).toBe(1);
    expect(await img.getAttribute('src')).toMatch(/\/assets\/project-placeholder-[\w-]+\.svg$/);
    await opened.close();
  });

  it('is axe-clean while open, in both schemes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const opened = await openProjects({ colorScheme });
      await openDetails(opened.page, withManyImages.type === 'Web Application' ? withManyImages.title : firstWeb.title);
      expect(await axeViolations(opened.page)).toEqual([]);
      await opened.close();
    }
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
