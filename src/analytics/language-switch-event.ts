/**
 * "Language switched" is sent from the page the switcher leads to: sent from the page it leaves,
 * it would race the navigation, and a provider's request may not outlive the page. The choice is
 * kept for that tab only (sessionStorage), and only on a site whose analytics run.
 */
import { activeProvider, trackEvent } from './track-event.ts';

const KEY = 'analytics:language-switched';

export function rememberLanguageSwitch(from: string, to: string): void {
  if (!activeProvider()) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ from, to }));
  } catch {
    // No storage: the switch goes uncounted.
  }
}

/** On a page's start: the switch that led here, if one did. */
export function trackRememberedLanguageSwitch(pageLanguage = document.documentElement.lang): void {
  let remembered: unknown;
  try {
    remembered = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (typeof remembered !== 'object' || remembered === null) return;
  const { from, to } = remembered as { from?: unknown; to?: unknown };
  if (typeof from === 'string' && to === pageLanguage) trackEvent({ name: 'Language switched', from, to });
}
