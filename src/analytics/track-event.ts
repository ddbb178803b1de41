/**
 * What the site's code calls when something worth counting happens (README → Analytics). Every
 * page loads this part, so it only asks whether the page carries a provider's settings that the
 * loader did not set aside (page-analytics.ts, load-provider.ts), and leaves the rest to chunks of
 * their own, fetched only where analytics run.
 */
import type { AnalyticsEvent } from './analytics-events.ts';
import { ANALYTICS_BLOCK } from './page-analytics.ts';

/** Whether the page has analytics that were not set aside for this visitor. */
export const analyticsRun = (): boolean => document.querySelector(`${ANALYTICS_BLOCK}:not([data-skipped])`) !== null;

export function trackEvent(event: AnalyticsEvent): void {
  if (analyticsRun()) void import('./send-event.ts').then(({ sendEvent }) => sendEvent(event));
}

/** On a page's start (the entry): the provider's script, where the page has analytics. */
export function startAnalytics(): void {
  if (analyticsRun()) void import('./load-provider.ts').then(({ loadProvider }) => loadProvider());
}
