/**
 * Every address a page refers to on its own site — links, images and their candidates, icons, the
 * icon sprite, scripts, the islands' props, share images, canonical and alternate addresses — as
 * paths on the server under test. Absolute addresses on the site's published domain (its canonical
 * link's) count as the site's own: the share tags and sitemap use them.
 */
import type { Page } from 'playwright-core';

export interface PageReferences {
  /** Paths on the site, to request. */
  paths: string[];
  /** `#id` links on the page whose target is not on it. */
  missingTargets: string[];
}

export async function pageReferences(page: Page): Promise<PageReferences> {
  const found = await page.evaluate(() => {
    const urls: string[] = [];
    const add = (value: string | null | undefined) => {
      if (value) urls.push(new URL(value, document.baseURI).href);
    };
    const candidates = (srcset: string | null) => (srcset ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]);
    for (const a of document.querySelectorAll('a[href]')) add(a.getAttribute('href'));
    for (const link of document.querySelectorAll('link[href]')) add(link.getAttribute('href'));
    for (const img of document.querySelectorAll('img')) {
      add(img.getAttribute('src'));
      candidates(img.getAttribute('srcset')).forEach(add);
    }
    for (const source of document.querySelectorAll('source[srcset]')) candidates(source.getAttribute('srcset')).forEach(add);
    for (const use of document.querySelectorAll('use')) add(use.getAttribute('href'));
    for (const script of document.querySelectorAll('script[src]')) add(script.getAttribute('src'));
    for (const element of document.querySelectorAll('[data-entry], [data-deferred]'))
      add(element.getAttribute('data-entry') ?? element.getAttribute('data-deferred'));
    for (const meta of document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')) add(meta.getAttribute('content'));
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const ids = new Set([...document.querySelectorAll('[id]')].map((element) => element.id));
    return { urls, published: canonical ? new URL(canonical).origin : undefined, origin: location.origin, path: location.pathname, ids: [...ids] };
  });
  const paths = new Set<string>();
  const missingTargets = new Set<string>();
  for (const href of found.urls) {
    const url = new URL(href);
    if (url.origin !== found.origin && url.origin !== found.published) continue;
    if (url.pathname === found.path && url.hash) {
      if (!found.ids.includes(decodeURIComponent(url.hash.slice(1)))) missingTargets.add(url.hash);
      continue;
    }
    paths.add(url.pathname);
  }
  return { paths: [...paths].sort(), missingTargets: [...missingTargets] };
}
