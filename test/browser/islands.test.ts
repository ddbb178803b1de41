/**
 * Only the interactive parts hydrate, each when needed, and nothing a visitor does before then
 * is lost: typing survives, an early Send is sent, an early click on a button is replayed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser.ts';
import { routeEmailService, SEND_URL } from './support/email-route.ts';
import { holdRequests } from './support/hold-requests.ts';
import { expectClean, scrollToY, sectionTop } from '../support/page-helpers.ts';

const FORM_CODE = /\/assets\/contact-form\.island-[\w-]+\.js$/;
// Every script but the island loader itself: the islands' code and React.
const ISLAND_CODE = /\/assets\/(?!index-)[\w.-]+\.js$/;
const form = (page: Page) => page.getByRole('form', { name: 'Send a message' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: false });
const hydrated = (page: Page, name: string) => page.locator(`[data-island="${name}"]`).getAttribute('data-hydrated');

async function toContact(page: Page) {
  await scrollToY(page, await sectionTop(page, 'contact'));
}

describe('islands', () => {
  it('loads no script before the first paint, then hydrates each island when needed without a mismatch', async () => {
    // A phone's screen: no pointer resting over the page, which would start the island under it.
    const opened = await openPage('/', { viewport: viewports.phone, isMobile: true, hasTouch: true });
    const { page } = opened;
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => e.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);

    // The page's chrome waits for the visitor's first interaction: a page nobody touches runs no React.
    const chrome = ['site-nav', 'scroll-progress-bar', 'resume-menu', 'back-to-top-button'];
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve), { timeout: 3000 })));
    for (const name of chrome) expect(await hydrated(page, name)).toBeNull();
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/react-')))).toBe(false);
    await scrollToY(page, 200);
    for (const name of chrome) await expect.poll(() => hydrated(page, name)).toBe('true');
    for (const name of ['project-browser', 'contact-methods', 'contact-form']) expect(await hydrated(page, name)).toBeNull();
    await scrollToY(page, await sectionTop(page, 'projects'));
    await expect.poll(() => hydrated(page, 'project-browser')).toBe('true');
    await toContact(page);
    for (const name of ['contact-methods', 'contact-form']) await expect.poll(() => hydrated(page, name)).toBe('true');
    // A hydration mismatch is reported on the console, which must stay clean.
    expectClean(opened);
    await opened.close();
  });

  it('keeps what a visitor typed before the form’s code arrived, over an older draft, and sends it', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    await page.evaluate(() =>
      sessionStorage.setItem(
        'contact-draft',
        JSON.stringify({ name: 'Old draft', email: 'draft@example.com', subject: 'From the draft', message: 'Old text' }),
      ),
    );
    const held = await holdRequests(page, FORM_CODE);
    await page.reload({ waitUntil: 'load' });
    await toContact(page);
    await held.requested;
    await field(page, 'Name').fill('Grace Hopper');
    await field(page, 'Message').fill('Typed while the page was still loading.');
    expect(await hydrated(page, 'contact-form')).toBeNull();

    held.release();
    await form(page).and(page.locator('[data-ready="true"]')).waitFor();
    // A re-render would write React's state back into every field: type once more to cause one.
    await field(page, 'Name').press('End');
    await field(page, 'Name').pressSequentially(' Jr');
    await expect.poll(() => field(page, 'Name').inputValue()).toBe('Grace Hopper Jr');
    await expect.poll(() => field(page, 'Email').inputValue()).toBe('draft@example.com');
    await expect.poll(() => field(page, 'Subject').inputValue()).toBe('From the draft');
    await expect.poll(() => field(page, 'Message').inputValue()).toBe('Typed while the page was still loading.');

    const service = await routeEmailService(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => service.delivered().length).toBe(1);
    expect(service.delivered()[0]).toMatchObject({
      template_params: {
        from_name: 'Grace Hopper Jr',
        from_email: 'draft@example.com',
        subject: 'From the draft',
        html_message: 'Typed while the page was still loading.',
      },
    });
    // Hydrating over typed text reports no mismatch; the send is the only request to another origin.
    expect(opened.thirdPartyRequests).toEqual([SEND_URL]);
    opened.thirdPartyRequests.length = 0;
    expectClean(opened);
    await opened.close();
  });

  it('holds a Send pressed before the form is ready, says it is getting ready, and sends once it is', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    const held = await holdRequests(page, FORM_CODE);
    const service = await routeEmailService(page);
    await page.reload({ waitUntil: 'load' });
    await toContact(page);
    await held.requested;
    await field(page, 'Name').fill('Ada');
    await field(page, 'Email').fill('ada@example.com');
    await field(page, 'Subject').fill('Early');
    await field(page, 'Message').fill('Pressed Send before the form was ready.');
    const url = page.url();
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.locator('[data-island="contact-form"]').getAttribute('aria-busy')).toBe('true');
    expect(page.url()).toBe(url);
    expect(service.requests).toHaveLength(0);

    held.release();
    await expect.poll(() => page.getByText('Message sent!').count()).toBe(1);
    expect(service.delivered()).toHaveLength(1);
    expect(service.delivered()[0]).toMatchObject({ template_params: { from_name: 'Ada', subject: 'Early' } });
    await expect.poll(() => page.locator('[data-island="contact-form"]').getAttribute('aria-busy')).toBeNull();
    expect(page.url()).toBe(url);
    await opened.close();
  });

  it('replays a click on a button pressed before its island was interactive', async () => {
    let held: Awaited<ReturnType<typeof holdRequests>> | undefined;
    const opened = await openPage(
      '/',
      { viewport: viewports.phone },
      { prepare: async (page) => void (held = await holdRequests(page, ISLAND_CODE)), waitUntil: 'load' },
    );
    const { page } = opened;
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    expect(await hydrated(page, 'site-nav')).toBeNull();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    held?.release();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
    expectClean(opened);
    await opened.close();
  });
});
