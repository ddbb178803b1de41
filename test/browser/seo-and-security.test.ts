/** Findable and safe: head tags, JSON-LD, sitemap, robots, manifest, icons; CSP and headers. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validateJsonResume } from '../support/validate-json-resume.ts';
import { required } from '../support/required.ts';
import { openPage, siteUrl } from '../support/browser.ts';
import { routeEmailService } from './support/email-route.ts';
import { cspViolations, expectClean, scrollToSection, scrollToY, sectionTop, watchCspViolations } from '../support/page-helpers.ts';
import { sample, sampleDist } from '../support/sample-site.ts';

const { profile, projects, site } = sample;

const dist = sampleDist;
const home = new URL('/', site.url).href;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const buffer = fs.readFileSync(file);
  expect(buffer.subarray(1, 4).toString()).toBe('PNG');
  return [buffer.readUInt32BE(16), buffer.readUInt32BE(20)];
}

describe('findable', () => {
  it('has the title, description, canonical URL, language, share tags and a Person in JSON-LD', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    expect(await page.title()).toBe(site.title);
    expect(await page.locator('html').getAttribute('lang')).toBe(site.language);
    const meta = (selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');
    expect(await meta('name="description"')).toBe(site.description);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(home);
    expect(await meta('property="og:title"')).toBe(site.title);
    expect(await meta('property="og:description"')).toBe(site.description);
    expect(await meta('property="og:url"')).toBe(home);
    expect(await meta('property="og:image"')).toBe(new URL('/og-image.png', site.url).href);
    expect(await meta('name="twitter:card"')).toBe('summary_large_image');
    // X takes the title, description and image from og: where its own are absent.
    expect(await page.locator('meta[name="twitter:title"], meta[name="twitter:description"], meta[name="twitter:image"]').count()).toBe(0);
    expect(await meta('name="twitter:image:alt"')).toBe(await meta('property="og:image:alt"'));
    expect(pngSize(path.join(dist, 'og-image.png'))).toEqual([1200, 630]);

    const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as unknown;
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: profile.name,
      jobTitle: profile.headline,
      email: `mailto:${profile.email}`,
      url: home,
      sameAs: [profile.profiles.github, profile.profiles.linkedin],
    });
    expectClean(opened);
    await opened.close();
  });

  it('serves sitemap.xml, robots.txt, the web manifest and its icons', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    const get = async (url: string) => {
      const response = await page.request.get(siteUrl(url));
      expect(response.status(), url).toBe(200);
      return response;
    };
    const sitemapXml = await (await get('/sitemap.xml')).text();
    expect(sitemapXml).toContain(`<loc>${home}</loc>`);
    expect(await (await get('/robots.txt')).text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`);
    const manifestHref = (await page.locator('link[rel="manifest"]').getAttribute('href'))!;
    const manifest = (await (await get(manifestHref)).json()) as { icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ name: site.title, start_url: '/', lang: site.language });
    for (const icon of manifest.icons) {
      await get(icon.src);
      if (icon.type === 'image/png') expect(pngSize(path.join(dist, icon.src)).join('x')).toBe(icon.sizes);
    }
    const icons = page.locator('link[rel~="icon"]:not([href^="data:"]), link[rel="apple-touch-icon"]');
    await expect.poll(() => icons.count()).toBe(3);
    for (const href of await icons.evaluateAll((els) => els.map((e) => e.getAttribute('href')!))) await get(href);
    await opened.close();
  });

  it('names its icons and manifest after the first paint (a browser fetches them as it reads them), and without JavaScript from the start', async () => {
    // Not counting the empty icon that stands in until they arrive, which asks for nothing.
    const named = (page: Page) => page.locator('head link[rel="icon"]:not([href^="data:"]), head link[rel="manifest"]').count();
    const opened = await openPage(
      '/',
      {},
      {
        waitUntil: 'load',
        // When each was added, against the first contentful paint.
        prepare: async (page) => {
          await page.addInitScript(() => {
            const added: number[] = [];
            Object.assign(window, { iconsAdded: added });
            new MutationObserver((records) => {
              for (const record of records)
                for (const node of record.addedNodes)
                  if (node instanceof HTMLLinkElement && /^(icon|manifest)$/.test(node.rel) && !node.href.startsWith('data:'))
                    added.push(performance.now());
            }).observe(document, { childList: true, subtree: true });
          });
        },
      },
    );
    await expect.poll(() => named(opened.page)).toBe(3);
    const { added, paint } = await opened.page.evaluate(() => ({
      added: (window as unknown as { iconsAdded: number[] }).iconsAdded,
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    }));
    expect(added).toHaveLength(3);
    for (const time of added) expect(time).toBeGreaterThan(paint);
    expectClean(opened);
    await opened.close();

    const withoutScript = await openPage('/', { javaScriptEnabled: false });
    expect(await named(withoutScript.page)).toBe(3);
    await withoutScript.close();
  });

  it('links the CV as JSON Resume from the head, valid against the official schema', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    const href = await page.locator('link[rel="alternate"][type="application/json"]').getAttribute('href');
    expect(href).toBe('/resume.json');
    const response = await page.request.get(siteUrl(href ?? ''));
    expect(response.status()).toBe(200);
    const resume = (await response.json()) as { basics: { name: string; email: string } };
    expect(validateJsonResume(resume).errors).toEqual([]);
    expect(resume.basics).toMatchObject({ name: profile.name, email: profile.email });
    await opened.close();
  });

  it('keeps the 404 page out of search results', async () => {
    const opened = await openPage('/nowhere');
    expect(await opened.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await opened.close();
  });
});

describe('safe', () => {
  it('sends the security headers on pages and long cache lifetimes on hashed assets', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    for (const url of ['/', '/nowhere']) {
      const response = await page.request.get(siteUrl(url));
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/]+=*')+;/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
    const script = (await page.locator('script[type="module"]').getAttribute('src'))!;
    expect((await page.request.get(siteUrl(script))).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await opened.close();
  });

  it('allows exactly each page’s inline scripts by their hashes, in its CSP meta tag and every host’s headers: the boot script, and on the root 404 page the nearest-404 script', () => {
    const headers = fs.readFileSync(path.join(dist, '_headers'), 'utf8');
    const vercel = JSON.parse(fs.readFileSync(path.join(dist, 'vercel.json'), 'utf8')) as {
      headers: { headers: { key: string; value: string }[] }[];
    };
    const vercelPolicy = vercel.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
    const scriptSources = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    const pages = ['index.html', '404.html', 'fr/index.html', 'fr/404.html', `projects/${required(projects.projects[0], 'project').slug}/index.html`];
    const everyHash = new Set<string>();
    for (const file of pages) {
      const html = fs.readFileSync(path.join(dist, file), 'utf8');
      const executable = (html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []).filter(
        (tag) => !/^<script type="application\/(ld\+)?json"/.test(tag),
      );
      expect(
        executable.map((tag) => /^<script (data-[a-z]+)/.exec(tag)?.[1]),
        file,
      ).toEqual(file === '404.html' ? ['data-entry', 'data-pages'] : ['data-entry']);
      const hashes = executable.map(
        (tag) =>
          `'sha256-${createHash('sha256')
            .update(tag.replace(/^<script[^>]*>|<\/script>$/g, ''))
            .digest('base64')}'`,
      );
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(scriptSources(meta), file).toEqual(["'self'", ...hashes]);
      for (const hash of hashes) everyHash.add(hash);
    }
    expect(scriptSources(headers)).toEqual(["'self'", ...everyHash]);
    expect(scriptSources(vercelPolicy)).toEqual(["'self'", ...everyHash]);
  });

  it('causes no CSP violation while a visitor uses everything on the page', async () => {
    const opened = await openPage('/', { permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = opened;
    await watchCspViolations(page);
    await page.reload({ waitUntil: 'networkidle' });
    const service = await routeEmailService(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 500) await scrollToY(page, y);
    await page.getByRole('button', { name: 'Dark mode' }).filter({ visible: true }).click();
    await scrollToSection(page, 'projects');
    await page.getByRole('tab', { name: 'AI Automation' }).click();
    await page
      .getByRole('button', { name: /^View Details/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Next image' }).click();
    await page.keyboard.press('Escape');
    await scrollToY(page, await sectionTop(page, 'contact'));
    await page.locator('form[data-ready="true"]').waitFor();
    await page.getByRole('button', { name: `Email ${profile.email}` }).click();
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByLabel('Name').fill('Grace');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Subject').fill('CSP');
    await form.getByLabel('Message').fill('Checking the policy.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => service.requests.length).toBe(1);
    await expect.poll(() => page.getByText('Message sent!').count()).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
    expect(opened.consoleProblems.filter((p) => /Content Security Policy/i.test(p))).toEqual([]);
    await opened.close();
  });
});
