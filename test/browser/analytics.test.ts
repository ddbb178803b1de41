/**
 * Analytics in a real browser (README → Analytics): the frozen sample site with each provider,
 * built by the setup (support/analytics-sites.ts) and served at its own host name (Chromium maps
 * it to the local server, so the loader's host check passes as on the owner's domain), the
 * provider's script and endpoint answered at their real addresses by its stand-in
 * (scripts/analytics/provider-stand-ins.ts). A visitor's page view and an event reach each
 * provider's endpoint with their names and properties (all four events with one of them), nothing
 * the visitor typed does, the script is fetched
 * only after the page has loaded and painted, nothing breaks the policy, and with Global Privacy
 * Control or Do Not Track nothing leaves the page at all.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsScript, type AnalyticsProvider, type AnalyticsScript } from '../../scripts/analytics/analytics-script.ts';
import { providerRequest, readHit, STAND_IN_SCRIPTS, type Hit } from '../../scripts/analytics/provider-stand-ins.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { siteUrl } from '../support/browser.ts';
import { cspViolations, scrollToSection, scrollToY, sectionTop, watchCspViolations } from '../support/page-helpers.ts';
import { pageSettled } from '../../scripts/site/page-settled.ts';
import { sample } from '../support/sample-site.ts';
import { ANALYTICS_PROVIDERS as PROVIDERS, ANALYTICS_SETTINGS as SETTINGS, analyticsSiteName } from './support/analytics-sites.ts';
import { routeEmailService } from './support/email-route.ts';

/** What the visitor types into the contact form: none of it may reach the provider. */
const MESSAGE = { Name: 'Grace Hopper', Email: 'grace@example.com', Subject: 'A role on our team', Message: 'Hello, we would love to talk.' };

interface ServedSite {
  script: AnalyticsScript;
  /** The site's address, at its own host name. */
  base: string;
}

let browser: Browser;
/** The sites' host: the sample's own (site.yaml's url), which Chromium maps to this machine. */
const host = new URL(sample.site.url).hostname;
const sites = new Map<AnalyticsProvider, ServedSite>(
  PROVIDERS.map((provider) => {
    const script = analyticsScript(SETTINGS[provider], sample.site.url);
    if (!script) throw new Error(`no script for ${provider}`);
    // Built and served by the setup (support/made-sites.ts); here at the site's host, on its port.
    const port = new URL(siteUrl('/', analyticsSiteName(provider))).port;
    return [provider, { script, base: `http://${host}:${port}` }];
  }),
);

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${host} 127.0.0.1`] });
});

afterAll(async () => {
  await browser?.close();
});

interface Visit {
  context: BrowserContext;
  page: Page;
  /** What reached the provider's endpoint, read as the provider reads it, and the raw requests. */
  hits: Hit[];
  raw: string[];
  /** Requests to anything but the site, the provider's two addresses and the email service. */
  unexpected: string[];
  /** Every request that left for another origin than the site's. */
  offSite: string[];
}

/** Opens the site with a provider as a visitor whose browser reports `signals` (`{ globalPrivacyControl: true }`). */
async function visit(provider: AnalyticsProvider, signals: Record<string, unknown> = {}): Promise<Visit> {
  const site = sites.get(provider);
  if (!site) throw new Error(`${provider} was not built`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((own) => {
    for (const [name, value] of Object.entries(own)) Object.defineProperty(Navigator.prototype, name, { get: () => value, configurable: true });
  }, signals);
  const visited: Visit = { context, page: await context.newPage(), hits: [], raw: [], unexpected: [], offSite: [] };
  const { script } = site;
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    // The site, and what the browser fetches for itself (the PDF viewer a CV opens in, under load).
    if (url.startsWith(site.base) || !/^https?:/.test(url)) return route.continue();
    const request = providerRequest(script, url);
    if (request === 'script') return route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN_SCRIPTS[provider] });
    if (request === 'hit') {
      const body = route.request().postData() ?? '';
      visited.raw.push(`${url} ${body}`);
      visited.hits.push(readHit(provider, url, body));
      return route.fulfill({ status: 202, headers: { 'Access-Control-Allow-Origin': '*' }, body: 'ok' });
    }
    visited.unexpected.push(url);
    return route.abort();
  });
  context.on('request', (request) => {
    if (/^https?:/.test(request.url()) && !request.url().startsWith(site.base)) visited.offSite.push(request.url());
  });
  await watchCspViolations(visited.page);
  return visited;
}

const events = (hits: readonly Hit[]) => hits.filter((hit) => hit.kind === 'event');
const pageViews = (hits: readonly Hit[]) => hits.filter((hit) => hit.kind === 'pageview').map((hit) => (hit.kind === 'pageview' ? hit.url : ''));

/** An event as each provider's endpoint has it: GoatCounter's carry their properties in the path. */
function expected(provider: AnalyticsProvider, name: string, properties: Record<string, string>): Hit {
  if (provider !== 'goatcounter') return { kind: 'event', name, properties };
  const path = [name.toLowerCase().replace(/ /g, '-'), ...Object.values(properties)].join('/');
  return { kind: 'event', name, properties: { path } };
}

/**
 * The provider whose visit sends all four events and types into the form: each provider's call for
 * each event is src/analytics/send-event.test.ts's; here each provider's script takes one event.
 */
const EVERY_EVENT_WITH: AnalyticsProvider = 'plausible';

describe.each(PROVIDERS)('a site with %s', (provider) => {
  const every = provider === EVERY_EVENT_WITH;
  it(`counts the page view after the page has loaded and painted, then ${every ? 'the four events, and nothing the visitor typed' : 'a project opened'}`, async () => {
    const { context, page, hits, raw, unexpected } = await visit(provider);
    const { base, script } = sites.get(provider)!;
    try {
      await page.goto(`${base}/`);
      await pageSettled(page);

      // The page view, from a script the loader added, deferred, once the page had loaded and painted.
      await expect.poll(() => pageViews(hits)).toContainEqual(expect.stringMatching(/^(http:\/\/[^/]+)?\/$/));
      const timing = await page.evaluate((src) => {
        const tag = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return {
          defer: tag?.defer,
          attributes: tag && Object.fromEntries([...tag.attributes].map((a) => [a.name, a.value])),
          fetched: performance.getEntriesByName(src)[0]?.startTime ?? NaN,
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          loaded: navigation?.loadEventEnd ?? NaN,
        };
      }, script.src);
      expect(timing.defer).toBe(true);
      expect(timing.attributes).toMatchObject(script.attributes);
      expect(timing.fetched).toBeGreaterThan(timing.painted);
      expect(timing.fetched).toBeGreaterThanOrEqual(timing.loaded);

      // A project opened from its card: its slug is the one its address shows.
      await scrollToSection(page, 'projects');
      await page
        .getByRole('button', { name: /^View Details/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      const slug = /\/projects\/([^/]+)\/$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
      expect(slug).not.toBe('');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      if (!every) {
        await expect.poll(() => events(hits)).toEqual(provider === 'cloudflare' ? [] : [expected(provider, 'Project opened', { slug })]);
        expect(unexpected).toEqual([]);
        expect(await cspViolations(page)).toEqual([]);
        return;
      }

      // A CV from the Resume menu: it opens in a tab of its own.
      await page.getByRole('button', { name: 'Resume' }).click();
      const cv = page.getByRole('menu').getByRole('menuitem').first();
      const language = (await cv.getAttribute('hreflang')) ?? '';
      const [tab] = await Promise.all([context.waitForEvent('page'), cv.click()]);
      await tab.close();

      // The contact form, sent.
      const email = await routeEmailService(page);
      await scrollToY(page, await sectionTop(page, 'contact'));
      await page.locator('form[data-ready="true"]').waitFor();
      const form = page.getByRole('form', { name: 'Send a message' });
      for (const [label, value] of Object.entries(MESSAGE)) await form.getByLabel(label, { exact: false }).fill(value);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => email.delivered().length).toBe(1);

      // The language switcher: the event comes from the page it leads to.
      await page.locator('[data-island="site-nav"][data-hydrated="true"]').waitFor();
      await page
        .getByRole('link', { name: /Français/ })
        .first()
        .click();
      await page.waitForURL(/\/fr\//);
      await pageSettled(page);

      const all = [
        expected(provider, 'Project opened', { slug }),
        expected(provider, 'CV downloaded', { language }),
        expected(provider, 'Contact form sent', {}),
        expected(provider, 'Language switched', { from: 'en', to: 'fr' }),
      ];
      await expect.poll(() => events(hits)).toEqual(all);
      await expect.poll(() => pageViews(hits).some((url) => url.includes('/fr/'))).toBe(true);
      expect(
        raw.filter((request) => Object.values(MESSAGE).some((typed) => request.includes(typed) || request.includes(encodeURIComponent(typed)))),
      ).toEqual([]);
      expect(unexpected).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a visitor who asked not to be tracked', () => {
  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('with %s: no request leaves the page, and no event is sent', async (_, signals) => {
    const { context, page, hits, offSite } = await visit('plausible', signals);
    const { base } = sites.get('plausible')!;
    try {
      await page.goto(`${base}/`);
      await pageSettled(page);
      await scrollToSection(page, 'projects');
      await page
        .getByRole('button', { name: /^View Details/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('script[data-analytics]').getAttribute('data-skipped')).toBe('privacy-signal');
      expect(await page.locator('script[src^="https:"]').count()).toBe(0);
      expect(offSite).toEqual([]);
      expect(hits).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
