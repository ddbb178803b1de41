// The loader as the pages carry it (minified, scripts/pages/inline-scripts.ts), run in a document of its own.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_LOADER_SCRIPT } from '../../scripts/pages/inline-scripts.ts';
import { escapeHtml } from '../../scripts/pages/escape-html.ts';
import { SWITCH_KEY } from '../analytics/remembered-switch.ts';

interface Visit {
  url?: string;
  /** Navigator and window properties the browser reports: `{ globalPrivacyControl: true }`. */
  navigator?: Record<string, unknown>;
  window?: Record<string, unknown>;
  storage?: Record<string, string>;
}

const ATTRIBUTES = { 'data-domain': 'portfolio.example', 'data-api': 'https://plausible.io/api/event' };

async function visit({ url = 'https://portfolio.example/', navigator = {}, window: own = {}, storage = {} }: Visit = {}) {
  const loader = `<script data-analytics="plausible" data-src="https://plausible.io/js/script.js" data-attributes="${escapeHtml(JSON.stringify(ATTRIBUTES))}" data-host="portfolio.example">${ANALYTICS_LOADER_SCRIPT.code}</script>`;
  const switcher = '<a href="/fr/" hreflang="fr" data-language=""><span>Français</span></a>';
  const dom = new JSDOM(`<!doctype html><html lang="en"><head>${loader}</head><body><p>Hello</p>${switcher}</body></html>`, {
    url,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      for (const [name, value] of Object.entries(navigator)) Object.defineProperty(window.navigator, name, { value, configurable: true });
      Object.assign(window, own);
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
    },
  });
  const { document } = dom.window;
  const added = () => document.querySelector<HTMLScriptElement>('script[src]');
  const addedBeforeLoad = added();
  await new Promise<void>((resolve) => dom.window.addEventListener('load', () => resolve()));
  // The loader waits for a frame, then a task.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const loaderTag = document.querySelector<HTMLScriptElement>('script[data-analytics]');
  return { dom, addedBeforeLoad, added: added(), skipped: loaderTag?.dataset.skipped };
}

describe('the analytics loader', () => {
  it('adds the provider’s script, deferred with its attributes, only once the page has loaded', async () => {
    const { addedBeforeLoad, added, skipped } = await visit();
    expect(addedBeforeLoad).toBeNull();
    expect(skipped).toBeUndefined();
    expect(added?.src).toBe('https://plausible.io/js/script.js');
    expect(added?.defer).toBe(true);
    expect(added?.dataset.domain).toBe('portfolio.example');
    expect(added?.dataset.api).toBe('https://plausible.io/api/event');
  });

  it('keeps a click on the language switcher for the page it leads to, whether or not the page’s code has arrived', async () => {
    const { dom } = await visit();
    const { document, sessionStorage, MouseEvent } = dom.window;
    document.querySelector('a[data-language] span')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(JSON.parse(sessionStorage.getItem(SWITCH_KEY) ?? 'null')).toEqual({ from: 'en', to: 'fr' });
  });

  it('keeps no language switch for a visitor who asked not to be tracked', async () => {
    const { dom } = await visit({ navigator: { globalPrivacyControl: true } });
    dom.window.document.querySelector('a[data-language]')?.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(dom.window.sessionStorage.length).toBe(0);
  });

  it('counts the www. address of the site as the site', async () => {
    expect((await visit({ url: 'https://www.portfolio.example/fr/' })).added).not.toBeNull();
  });

  it.each([
    ['Global Privacy Control', { navigator: { globalPrivacyControl: true } }, 'privacy-signal'],
    ['Do Not Track', { navigator: { doNotTrack: '1' } }, 'privacy-signal'],
    ['Do Not Track, as old Safari says it', { window: { doNotTrack: '1' } }, 'privacy-signal'],
    ['another host (npm run preview, a test server, a preview deploy)', { url: 'http://127.0.0.1:4173/' }, 'other-host'],
    ['a look-alike host', { url: 'https://portfolio.example.evil.test/' }, 'other-host'],
    ['the owner’s opt-out', { storage: { analytics: 'off' } }, 'opted-out'],
  ] satisfies [string, Visit, string][])('adds nothing with %s', async (_, visitor, why) => {
    const { added, skipped } = await visit(visitor);
    expect(added).toBeNull();
    expect(skipped).toBe(why);
  });

  it('still adds it when Do Not Track is off or unset', async () => {
    expect((await visit({ navigator: { doNotTrack: '0', globalPrivacyControl: false } })).added).not.toBeNull();
  });
});
