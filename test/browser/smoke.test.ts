import { describe, expect, it } from 'vitest';
import { sample } from '../support/sample-site.ts';
import { openPage } from '../support/browser.ts';

const { profile } = sample;

describe('the built site', () => {
  it('renders the owner from profile.yaml as the only h1, hydrated without warnings', async () => {
    const { page, consoleProblems, thirdPartyRequests, status, close } = await openPage('/');
    expect(status).toBe(200);
    const headings = page.getByRole('heading', { level: 1 });
    await expect.poll(() => headings.count()).toBe(1);
    expect(await headings.innerText()).toBe(profile.name);
    expect(await page.getByText(profile.headline, { exact: true }).first().isVisible()).toBe(true);
    expect(consoleProblems).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);
    await close();
  });

  it('answers an unknown path with the 404 page and status 404, and logs the path', async () => {
    const { page, consoleProblems, status, close } = await openPage('/missing/page');
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { name: '404', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText('Oops! Page not found').isVisible()).toBe(true);
    const home = page.getByRole('link', { name: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    // Chromium reports the document's own 404; besides it, the spec's log is the only output.
    // (The log comes from the page's code, which arrives after the first paint.)
    await expect
      .poll(() => consoleProblems)
      .toEqual([
        'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
        expect.stringMatching(/^error: 404 Error: .*\/missing\/page$/),
      ]);
    await home.click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(profile.name);
    await close();
  });
});
