/** A project with no images (the no-images fixture, built by the setup: support/made-sites.ts): the dialog says so. */
import { expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { expectClean, axeViolations, scrolledTo, waitForReveal } from '../support/page-helpers.ts';

it('shows "No images available" instead of the carousel, and a titled card without a cover', async () => {
  const opened = await openPage('/', {}, { site: 'no-images' });
  const { page } = opened;
  const card = page.locator('#projects').getByRole('article');
  expect(await card.count()).toBe(1);
  await scrolledTo(card);
  expect(await card.getByRole('img').count()).toBe(0);
  expect(await card.getByRole('listitem').allInnerTexts()).toEqual(['React', 'TypeScript', 'Vite', 'Vitest', '+1 more']);
  await waitForReveal(page, 'projects');
  await card.getByRole('button', { name: 'View Details: Text Only Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Text Only Project' });
  await dialog.waitFor();
  await expect.poll(() => dialog.getByText('No images available').isVisible()).toBe(true);
  expect(await dialog.getByRole('button', { name: /image/ }).count()).toBe(0);
  // No project links: the only link is Close (home).
  expect(await dialog.getByRole('link').count()).toBe(1);
  expect(await dialog.getByRole('link', { name: 'Close' }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  expectClean(opened);
  await opened.close();
});
