// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadProvider } from './load-provider.ts';
import type { PageAnalytics } from './page-analytics.ts';
import { SWITCH_KEY } from './remembered-switch.ts';

const SETTINGS: PageAnalytics = {
  src: 'https://plausible.io/js/script.js',
  attributes: { 'data-domain': 'portfolio.example', 'data-api': 'https://plausible.io/api/event' },
  host: 'portfolio.example',
};

interface Visit {
  /** Where the page is: its host name. */
  hostname?: string;
  /** What the browser reports: `{ globalPrivacyControl: true }`. */
  navigator?: Record<string, unknown>;
  window?: Record<string, unknown>;
  storage?: Record<string, string>;
}

let doc: Document;

/** A page with the block and a language switcher, and a window as `loadProvider` reads it: its address, the navigator's signals, storage. */
function visit({ hostname = 'portfolio.example', navigator = {}, window: own = {}, storage = {} }: Visit = {}) {
  doc = document.implementation.createHTMLDocument();
  doc.documentElement.lang = 'en';
  doc.body.innerHTML = `<a href="/fr/" hreflang="fr" data-language=""><span>Français</span></a><script type="application/json" data-analytics="plausible">${JSON.stringify(SETTINGS)}</script>`;
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  const win = { location: { hostname }, navigator, localStorage, dispatchEvent: (event: Event) => window.dispatchEvent(event), ...own };
  loadProvider(doc, win as unknown as Window);
  return {
    win: win as unknown as Window,
    added: doc.querySelector<HTMLScriptElement>('script[src]'),
    skipped: doc.querySelector<HTMLScriptElement>('script[data-analytics]')?.dataset.skipped,
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('loadProvider', () => {
  it('adds the provider’s script, deferred, with the attributes of its snippet, once', () => {
    const { added, skipped, win } = visit();
    expect(skipped).toBeUndefined();
    expect(added?.src).toBe('https://plausible.io/js/script.js');
    expect(added?.defer).toBe(true);
    expect(added?.dataset.domain).toBe('portfolio.example');
    expect(added?.dataset.api).toBe('https://plausible.io/api/event');
    loadProvider(doc, win);
    expect(doc.querySelectorAll('script[src]')).toHaveLength(1);
  });

  it('tells the event adapter when the provider’s API has arrived', () => {
    const ready = vi.fn();
    window.addEventListener('analytics-ready', ready, { once: true });
    visit().added?.dispatchEvent(new Event('load'));
    expect(ready).toHaveBeenCalledOnce();
  });

  it('counts the www. address of the site as the site', () => {
    expect(visit({ hostname: 'www.portfolio.example' }).added).not.toBeNull();
  });

  it.each([
    ['Global Privacy Control', { navigator: { globalPrivacyControl: true } }, 'privacy-signal'],
    ['Do Not Track', { navigator: { doNotTrack: '1' } }, 'privacy-signal'],
    ['Do Not Track, as old Safari says it', { window: { doNotTrack: '1' } }, 'privacy-signal'],
    ['another host (npm run preview, a test server, a preview deploy)', { hostname: '127.0.0.1' }, 'other-host'],
    ['a look-alike host', { hostname: 'portfolio.example.evil.test' }, 'other-host'],
    ['the owner’s opt-out', { storage: { analytics: 'off' } }, 'opted-out'],
  ] satisfies [string, Visit, string][])('adds nothing with %s, and says why', (_, visitor, why) => {
    const { added, skipped } = visit(visitor);
    expect(added).toBeNull();
    expect(skipped).toBe(why);
  });

  it('still adds it when Do Not Track is off', () => {
    expect(visit({ navigator: { doNotTrack: '0', globalPrivacyControl: false } }).added).not.toBeNull();
  });

  it('keeps a click on the language switcher for the page it leads to', () => {
    visit();
    doc.querySelector('a[data-language] span')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(JSON.parse(sessionStorage.getItem(SWITCH_KEY) ?? 'null')).toEqual({ from: 'en', to: 'fr' });
  });

  it('keeps no language switch for a visitor who asked not to be tracked', () => {
    visit({ navigator: { globalPrivacyControl: true } });
    doc.querySelector('a[data-language]')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(sessionStorage.length).toBe(0);
  });
});
