/**
 * The sample site with one analytics provider in site.yaml, for each provider (analytics.test.ts):
 * its settings, and the made site's name (made-sites.ts builds each before the tests start).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AnalyticsProvider } from '../../../scripts/analytics/analytics-script.ts';
import type { AnalyticsSettings } from '../../../src/content/types.ts';

/** Each provider's settings, of no one's: a Plausible domain, an Umami id, a GoatCounter code, a Cloudflare token. */
export const ANALYTICS_SETTINGS: Record<AnalyticsProvider, AnalyticsSettings> = {
  plausible: { plausible: { domain: 'portfolio.example.com' } },
  umami: { umami: { websiteId: '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b', src: 'https://cloud.umami.is/script.js' } },
  goatcounter: { goatcounter: { code: 'my-portfolio' } },
  cloudflare: { cloudflare: { token: '0123456789abcdef0123456789abcdef' } },
};

export const ANALYTICS_PROVIDERS = Object.keys(ANALYTICS_SETTINGS) as AnalyticsProvider[];

export const analyticsSiteName = (provider: AnalyticsProvider) => `analytics-${provider}` as const;

/** Ends the copy's site.yaml with the provider's `analytics` block. */
export function addAnalytics(root: string, provider: AnalyticsProvider): void {
  const block = Object.entries(ANALYTICS_SETTINGS[provider][provider] ?? {})
    .map(([key, value]) => `    ${key}: ${String(value)}`)
    .join('\n');
  fs.appendFileSync(path.join(root, 'content', 'site.yaml'), `analytics:\n  ${provider}:\n${block}\n`);
}
