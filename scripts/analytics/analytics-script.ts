/**
 * The analytics provider's script as a page loads it (src/analytics/load-provider.ts), and the
 * sources the security policy opens for it: the script's own address and the one address it
 * sends to, nothing else. Where the provider lets the tag say where to send (Plausible's
 * data-api, Umami's data-host-url, GoatCounter's data-goatcounter), the tag says it, so that the
 * script and the policy cannot disagree; Cloudflare's beacon cannot be told, and its policy is
 * the host Cloudflare documents.
 */
import type { PageAnalytics } from '../../src/analytics/page-analytics.ts';
import type { AnalyticsProvider } from '../../src/analytics/provider-apis.ts';
import type { AnalyticsSettings, DeepReadonly } from '../../src/content/types.ts';

export type { AnalyticsProvider };

/** The directives a provider may need a source in. */
export type AnalyticsDirective = 'script-src' | 'connect-src' | 'img-src';

/** What each page carries for the loader (its script, attributes and host), and what the build needs besides. */
export interface AnalyticsScript extends PageAnalytics {
  provider: AnalyticsProvider;
  /** What the policy must allow for it, by directive. */
  sources: Readonly<Partial<Record<AnalyticsDirective, readonly string[]>>>;
}

export const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.js';
export const UMAMI_CLOUD_HOST = 'cloud.umami.is';
/** Where Umami Cloud's script sends (it moved from api-gateway.umami.dev in 2026); `hostUrl` overrides it. */
export const UMAMI_CLOUD_COLLECTOR = 'https://gateway.umami.is';
export const GOATCOUNTER_SCRIPT = 'https://gc.zgo.at/count.js';
export const CLOUDFLARE_SCRIPT = 'https://static.cloudflareinsights.com/beacon.min.js';
/** Cloudflare's documented source for the beacon's reports (https://developers.cloudflare.com/fundamentals/reference/policies-compliances/content-security-policies/). */
export const CLOUDFLARE_ENDPOINT = 'https://cloudflareinsights.com';

/**
 * An address as a CSP source that matches it exactly: its origin and path, without the query or
 * fragment a source cannot carry, and with the two characters that end a source list escaped.
 */
export function exactSource(address: string): string {
  const url = new URL(address);
  return `${url.origin}${url.pathname.replace(/[;,]/g, encodeURIComponent)}`;
}

/** The folder a script sits in, without the trailing slash: `https://stats.example.com/umami` for …/umami/script.js. */
const folderOf = (src: string) => new URL('.', src).href.replace(/\/$/, '');

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function analyticsScript(settings: DeepReadonly<AnalyticsSettings> | undefined, siteUrl: string): AnalyticsScript | undefined {
  const host = new URL(siteUrl).hostname.replace(/^www\./, '');
  if (settings?.plausible) {
    const src = settings.plausible.src ?? PLAUSIBLE_SCRIPT;
    const api = new URL('/api/event', src).href;
    return {
      provider: 'plausible',
      src,
      attributes: { 'data-domain': settings.plausible.domain, 'data-api': api },
      sources: { 'script-src': [exactSource(src)], 'connect-src': [exactSource(api)] },
      host,
    };
  }
  if (settings?.umami) {
    const { src, websiteId } = settings.umami;
    const hostUrl = withoutTrailingSlash(
      settings.umami.hostUrl ?? (new URL(src).hostname === UMAMI_CLOUD_HOST ? UMAMI_CLOUD_COLLECTOR : folderOf(src)),
    );
    return {
      provider: 'umami',
      src,
      attributes: { 'data-website-id': websiteId, 'data-host-url': hostUrl },
      sources: { 'script-src': [exactSource(src)], 'connect-src': [exactSource(`${hostUrl}/api/send`)] },
      host,
    };
  }
  if (settings?.goatcounter) {
    const endpoint = `https://${settings.goatcounter.code}.goatcounter.com/count`;
    return {
      provider: 'goatcounter',
      src: GOATCOUNTER_SCRIPT,
      attributes: { 'data-goatcounter': endpoint },
      // It sends with navigator.sendBeacon (connect-src), and as an image where a beacon is refused.
      sources: { 'script-src': [GOATCOUNTER_SCRIPT], 'connect-src': [endpoint], 'img-src': [endpoint] },
      host,
    };
  }
  if (settings?.cloudflare) {
    return {
      provider: 'cloudflare',
      src: CLOUDFLARE_SCRIPT,
      attributes: { 'data-cf-beacon': JSON.stringify({ token: settings.cloudflare.token }) },
      sources: { 'script-src': [CLOUDFLARE_SCRIPT], 'connect-src': [CLOUDFLARE_ENDPOINT] },
      host,
    };
  }
  return undefined;
}
