/**
 * "Language switched" is sent from the page the switcher leads to: sent from the page it leaves,
 * it would race the navigation, and a provider's request may not outlive the page. The loader
 * (load-provider.ts) keeps the switch for that tab only (sessionStorage), where analytics run, and
 * each page it adds the provider's script to reads it back here, once.
 */
import { sendEvent } from './send-event.ts';

/** Where the loader keeps the switch: `{ from, to }`, the two languages' tags. */
export const SWITCH_KEY = 'analytics:language-switched';

export function sendRememberedSwitch(pageLanguage = document.documentElement.lang): void {
  let remembered: unknown;
  try {
    remembered = JSON.parse(sessionStorage.getItem(SWITCH_KEY) ?? 'null');
    sessionStorage.removeItem(SWITCH_KEY);
  } catch {
    return;
  }
  if (typeof remembered !== 'object' || remembered === null) return;
  const { from, to } = remembered as { from?: unknown; to?: unknown };
  if (typeof from === 'string' && to === pageLanguage) sendEvent({ name: 'Language switched', from, to });
}
