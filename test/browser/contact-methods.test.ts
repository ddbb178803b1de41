/** docs/product-spec.md §2 "Contact" methods, and the contact layout at the 643 px and 458 px breakpoints. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { expectClean, scrollToY, sectionTop, waitForReveal } from '../support/page-helpers.ts';
import { sample } from '../support/sample-site.ts';

const { profile } = sample;

const methods = (page: Page) => page.getByRole('list', { name: 'Contact methods' });

async function openContact(options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage('/', options);
  await scrollToY(opened.page, await sectionTop(opened.page, 'contact'));
  await waitForReveal(opened.page, 'contact');
  return opened;
}

/** Records links the page follows from script (mailto:), instead of leaving the page. */
const recordFollowedLinks = () => {
  const followed: string[] = [];
  Object.assign(window, { followedLinks: followed });
  document.addEventListener(
    'click',
    (event) => {
      const anchor = (event.target as Element).closest('a');
      if (anchor?.href.startsWith('mailto:')) {
        followed.push(anchor.href);
        event.preventDefault();
      }
    },
    true,
  );
};

describe('contact methods', () => {
  it('copies the email address and confirms with a toast when the clipboard allows it', async () => {
    const opened = await openContact({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = opened;
    await methods(page)
      .getByRole('button', { name: `Email ${profile.email}` })
      .click();
    const toast = page.locator('[role="status"][aria-atomic="true"]');
    // The methods may still be hydrating: the click is replayed once they are.
    await expect.poll(() => toast.count()).toBe(1);
    await expect.poll(() => toast.innerText()).toContain('Email copied');
    await expect.poll(() => toast.innerText()).toContain(profile.email);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(profile.email);
    expectClean(opened);
    await opened.close();
  });

  it('opens the mailto: link instead when the clipboard refuses', async () => {
    const opened = await openPage('/', {});
    const { page } = opened;
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await page.addInitScript(recordFollowedLinks);
    await page.reload({ waitUntil: 'networkidle' });
    await scrollToY(page, await sectionTop(page, 'contact'));
    await methods(page)
      .getByRole('button', { name: `Email ${profile.email}` })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { followedLinks: string[] }).followedLinks))
      .toEqual([`mailto:${profile.email}`]);
    expect(await page.locator('[role="status"][aria-atomic="true"]').count()).toBe(0);
    await opened.close();
  });

  it('calls by tel: in the same tab and opens LinkedIn in a new tab', async () => {
    const opened = await openContact();
    const { page } = opened;
    const phone = methods(page).getByRole('link', { name: `Phone ${profile.phone}` });
    expect(await phone.getAttribute('href')).toBe(`tel:${profile.phone.replace(/[^+\d]/g, '')}`);
    expect(await phone.getAttribute('target')).toBeNull();
    const linkedin = methods(page).getByRole('link', { name: /^LinkedIn/ });
    expect(await linkedin.getAttribute('href')).toBe(profile.profiles.linkedin);
    expect(await linkedin.getAttribute('target')).toBe('_blank');
    expect(await linkedin.getAttribute('rel')).toBe('noopener noreferrer');
    await opened.close();
  });

  it('puts the methods beside the form on wide screens and above it from 643 px down', async () => {
    for (const [viewport, beside] of [
      [viewports.desktop, true],
      [viewports.small, false],
    ] as const) {
      const opened = await openContact({ viewport });
      const { page } = opened;
      const list = (await methods(page).boundingBox())!;
      const formBox = (await page.getByRole('form', { name: 'Send a message' }).boundingBox())!;
      if (beside) expect(list.x + list.width).toBeLessThanOrEqual(formBox.x);
      else expect(list.y + list.height).toBeLessThanOrEqual(formBox.y);
      await opened.close();
    }
  });

  it('shows icons only at 458 px and below, keeping every accessible name', async () => {
    for (const viewport of [viewports.phone458, viewports.phone]) {
      const opened = await openContact({ viewport });
      const { page } = opened;
      const boxes = await methods(page)
        .locator('li > *')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(3);
      for (const box of boxes) {
        expect(box.width).toBeLessThan(80);
        expect(Math.abs(box.width - box.height)).toBeLessThan(2);
      }
      // One row of round icon buttons.
      expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
      expect(
        await methods(page)
          .getByRole('button', { name: `Email ${profile.email}` })
          .isVisible(),
      ).toBe(true);
      expect(
        await methods(page)
          .getByRole('link', { name: `Phone ${profile.phone}` })
          .isVisible(),
      ).toBe(true);
      expect(
        await methods(page)
          .getByRole('link', { name: /^LinkedIn/ })
          .isVisible(),
      ).toBe(true);
      expect(
        await methods(page)
          .getByText(profile.email)
          .evaluate((el) => el.parentElement!.getBoundingClientRect().width),
      ).toBeLessThanOrEqual(1);
      await opened.close();
    }
    const wide = await openContact({ viewport: viewports.small });
    expect(
      await methods(wide.page)
        .getByText(profile.email)
        .evaluate((el) => el.parentElement!.getBoundingClientRect().width),
    ).toBeGreaterThan(50);
    await wide.close();
  });
});
