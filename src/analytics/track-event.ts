/**
 * What the site's code calls when something worth counting happens (README → Analytics). Every
 * page loads this part, so it only asks whether analytics run on this page — the loader names a
 * provider and did not step aside (src/app/analytics-loader.js) — and leaves the rest to chunks of
 * their own, fetched only where they do.
 */
import type { AnalyticsEvent } from './analytics-events.ts';

/** Whether the page's loader is adding a provider's script. */
export const analyticsRun = (): boolean => document.querySelector('script[data-analytics]:not([data-skipped])') !== null;

export function trackEvent(event: AnalyticsEvent): void {
  if (analyticsRun()) void import('./send-event.ts').then(({ sendEvent }) => sendEvent(event));
}

/** On a page's start: the language switch that led here, if one did (remembered-switch.ts). */
export function startAnalytics(): void {
  if (analyticsRun()) void import('./remembered-switch.ts').then(({ sendRememberedSwitch }) => sendRememberedSwitch());
}
