/**
 * Adds the analytics provider's script (README → Analytics), from the page's data block
 * (page-analytics.ts). The entry imports this only on a page that has one, and the boot script
 * loads the entry once the page has loaded and its first paint is on screen: the provider's script
 * never competes with the first screen. It adds nothing for a visitor whose browser asks not to be
 * tracked, anywhere but the site's own address, or in a browser its owner opted out, and says why
 * on the block (`data-skipped`), which the event adapter reads.
 */
import { ANALYTICS_BLOCK, type PageAnalytics } from './page-analytics.ts';
import { sendRememberedSwitch, SWITCH_KEY } from './remembered-switch.ts';

type Skipped = 'privacy-signal' | 'other-host' | 'opted-out';

function reasonToSkip(host: string, win: Window): Skipped | undefined {
  const nav = win.navigator as Navigator & { globalPrivacyControl?: boolean };
  // Global Privacy Control, or Do Not Track as Firefox and old Safari report it.
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1' || (win as Window & { doNotTrack?: string }).doNotTrack === '1')
    return 'privacy-signal';
  // Not on localhost (npm run preview), a test server or a host's preview deploy.
  if (win.location.hostname.replace(/^www\./, '') !== host) return 'other-host';
  try {
    // The owner's own browser: localStorage.setItem('analytics', 'off') on the site.
    if (win.localStorage.getItem('analytics') === 'off') return 'opted-out';
  } catch {
    // No storage, no opt-out to read.
  }
  return undefined;
}

/** A click on the language switcher (a link marked data-language, as boot.js knows it) is sent from the page it leads to. */
function keepLanguageSwitches(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-language]') : null;
      try {
        if (link) sessionStorage.setItem(SWITCH_KEY, JSON.stringify({ from: doc.documentElement.lang, to: link.getAttribute('hreflang') }));
      } catch {
        // No storage: the switch goes uncounted.
      }
    },
    true,
  );
}

export function loadProvider(doc: Document = document, win: Window = window): void {
  const block = doc.querySelector<HTMLScriptElement>(ANALYTICS_BLOCK);
  if (!block || block.dataset.skipped || doc.querySelector('script[data-analytics-provider]')) return;
  const { src, attributes, host } = JSON.parse(block.textContent || '{}') as PageAnalytics;
  const skipped = reasonToSkip(host, win);
  if (skipped) {
    block.dataset.skipped = skipped;
    return;
  }
  keepLanguageSwitches(doc);
  const tag = doc.createElement('script');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  tag.dataset.analyticsProvider = '';
  // As the providers' snippets have it; a script added from code runs when it arrives either way.
  tag.defer = true;
  tag.src = src;
  // The event adapter (send-event.ts) holds what happened before the provider's API arrived.
  tag.addEventListener('load', () => win.dispatchEvent(new Event('analytics-ready')));
  doc.head.append(tag);
  sendRememberedSwitch();
}
