/**
 * The site's one analytics adapter: `sendEvent` sends a typed event through the provider the
 * page's data block names (page-analytics.ts), or nowhere when the site has none, the
 * visitor's browser asked not to be tracked, or the page is not at the site's own address. Events
 * that happen before the provider's script has arrived wait for it (it loads after the page has).
 * Loaded by track-event.ts when there is something to send.
 */
import { eventParts, type AnalyticsEvent } from './analytics-events.ts';
import { ANALYTICS_BLOCK } from './page-analytics.ts';
import { isProvider, sendThrough, type AnalyticsProvider, type ProviderApis } from './provider-apis.ts';

/** Enough for a visitor's first moments; past it, the oldest wait no longer. */
const MAX_WAITING = 20;
const waiting: AnalyticsEvent[] = [];

/** The provider the page's data block names, unless the loader set it aside for this visitor. */
export function activeProvider(doc: Document = document): AnalyticsProvider | undefined {
  const block = doc.querySelector<HTMLScriptElement>(ANALYTICS_BLOCK);
  const provider = block?.dataset.analytics;
  return block && !block.dataset.skipped && isProvider(provider) ? provider : undefined;
}

const apis = () => window as Window & ProviderApis;

function send(provider: AnalyticsProvider, event: AnalyticsEvent): boolean {
  const { name, properties } = eventParts(event);
  return sendThrough[provider](apis(), name, properties);
}

function sendWaiting() {
  const provider = activeProvider();
  if (provider) for (const event of waiting.splice(0)) send(provider, event);
}

export function sendEvent(event: AnalyticsEvent): void {
  const provider = activeProvider();
  if (!provider || send(provider, event)) return;
  if (!waiting.length) addEventListener('analytics-ready', sendWaiting, { once: true });
  waiting.push(event);
  if (waiting.length > MAX_WAITING) waiting.shift();
}
