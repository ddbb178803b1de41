/**
 * A host that knows only the root 404.html, as GitHub Pages and Vercel are: every address that
 * finds no file is answered with it, status 404, without the site's own headers (so the policy
 * that applies is the page's <meta>). The static server the tests use finds a language's own
 * 404 page instead, as Netlify and Cloudflare Pages do; this takes its place for one page.
 */
import type { Page } from 'playwright-core';

export async function serveOnlyRoot404(page: Page, origin: string): Promise<void> {
  const root404 = await (await page.request.get(new URL('/404.html', origin).href)).text();
  await page.route(`${origin}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    if (response.status() !== 404) return route.fulfill({ response });
    return route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: root404 });
  });
}
