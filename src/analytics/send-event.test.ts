// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from './analytics-events.ts';
import { goatcounterPath, type AnalyticsProvider, type ProviderApis } from './provider-apis.ts';
import { sendRememberedSwitch, SWITCH_KEY } from './remembered-switch.ts';
import { activeProvider, sendEvent } from './send-event.ts';
import { startAnalytics, trackEvent } from './track-event.ts';

const EVENTS: AnalyticsEvent[] = [
  { name: 'Project opened', slug: 'a-project' },
  { name: 'CV downloaded', language: 'fr' },
  { name: 'Contact form sent' },
  { name: 'Language switched', from: 'en', to: 'fr' },
];

const win = window as Window & ProviderApis;

function pageWith(provider: string | undefined, skipped?: string) {
  document.head.innerHTML =
    provider === undefined ? '' : `<script data-analytics="${provider}"${skipped ? ` data-skipped="${skipped}"` : ''}></script>`;
}

/** The provider's script arriving: its API on window, then the loader's signal. */
function providerArrives(provider: AnalyticsProvider) {
  const calls: unknown[][] = [];
  if (provider === 'plausible') win.plausible = (...args) => void calls.push(args);
  if (provider === 'umami') win.umami = { track: (...args) => calls.push(args) };
  if (provider === 'goatcounter') win.goatcounter = { count: (...args) => void calls.push(args) };
  window.dispatchEvent(new Event('analytics-ready'));
  return calls;
}

beforeEach(() => {
  delete win.plausible;
  delete win.umami;
  delete win.goatcounter;
  sessionStorage.clear();
});
afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.lang = '';
});

describe('sendEvent', () => {
  it('sends through Plausible’s API: the name, and the properties as props', () => {
    pageWith('plausible');
    const calls = providerArrives('plausible');
    EVENTS.forEach(sendEvent);
    expect(calls).toEqual([
      ['Project opened', { props: { slug: 'a-project' } }],
      ['CV downloaded', { props: { language: 'fr' } }],
      ['Contact form sent', { props: {} }],
      ['Language switched', { props: { from: 'en', to: 'fr' } }],
    ]);
  });

  it('sends through Umami’s API: the name, and the properties as its data', () => {
    pageWith('umami');
    const calls = providerArrives('umami');
    EVENTS.forEach(sendEvent);
    expect(calls).toEqual([
      ['Project opened', { slug: 'a-project' }],
      ['CV downloaded', { language: 'fr' }],
      ['Contact form sent', {}],
      ['Language switched', { from: 'en', to: 'fr' }],
    ]);
  });

  it('sends through GoatCounter’s API: an event whose path is the name and the properties, titled with the name', () => {
    pageWith('goatcounter');
    const calls = providerArrives('goatcounter');
    EVENTS.forEach(sendEvent);
    expect(calls).toEqual([
      [{ path: 'project-opened/a-project', title: 'Project opened', event: true }],
      [{ path: 'cv-downloaded/fr', title: 'CV downloaded', event: true }],
      [{ path: 'contact-form-sent', title: 'Contact form sent', event: true }],
      [{ path: 'language-switched/en/fr', title: 'Language switched', event: true }],
    ]);
    expect(goatcounterPath('Project opened', { slug: 'a b/c' })).toBe('project-opened/a%20b%2Fc');
  });

  it('sends nothing through Cloudflare, which has no custom events, and keeps nothing waiting', () => {
    pageWith('cloudflare');
    const plausible = vi.fn();
    win.plausible = plausible;
    EVENTS.forEach(sendEvent);
    window.dispatchEvent(new Event('analytics-ready'));
    expect(plausible).not.toHaveBeenCalled();
  });

  it('keeps what happens before the provider’s script arrives, and sends it when it does, in order', () => {
    pageWith('plausible');
    EVENTS.slice(0, 2).forEach(sendEvent);
    const calls = providerArrives('plausible');
    sendEvent(EVENTS[2] as AnalyticsEvent);
    expect(calls.map(([name]) => name)).toEqual(['Project opened', 'CV downloaded', 'Contact form sent']);
  });

  it.each([
    ['the site has no analytics', undefined, undefined],
    ['the visitor asked not to be tracked', 'plausible', 'privacy-signal'],
    ['the page is not at the site’s address', 'umami', 'other-host'],
    ['the loader names no provider the adapter knows', 'matomo', undefined],
  ])('sends nothing when %s', (_, provider, skipped) => {
    pageWith(provider, skipped);
    expect(activeProvider()).toBeUndefined();
    const plausible = vi.fn();
    const track = vi.fn();
    win.plausible = plausible;
    win.umami = { track };
    EVENTS.forEach(sendEvent);
    window.dispatchEvent(new Event('analytics-ready'));
    expect(plausible).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });
});

describe('trackEvent, which every page loads', () => {
  it('fetches the sender and sends through it where analytics run', async () => {
    pageWith('umami');
    const calls = providerArrives('umami');
    trackEvent({ name: 'CV downloaded', language: 'en' });
    await vi.dynamicImportSettled();
    expect(calls).toEqual([['CV downloaded', { language: 'en' }]]);
  });

  it.each([
    ['no analytics', undefined, undefined],
    ['a visitor who asked not to be tracked', 'umami', 'privacy-signal'],
  ])('sends nothing with %s', async (_, provider, skipped) => {
    pageWith(provider, skipped);
    const track = vi.fn();
    win.umami = { track };
    trackEvent({ name: 'Contact form sent' });
    await vi.dynamicImportSettled();
    expect(track).not.toHaveBeenCalled();
  });
});

/** As the loader keeps a click on the switcher (load-provider.test.ts). */
const rememberLanguageSwitch = (from: string, to: string) => sessionStorage.setItem(SWITCH_KEY, JSON.stringify({ from, to }));

describe('the language switch', () => {
  it('is sent from the page it leads to, once, with both languages', () => {
    pageWith('plausible');
    const calls = providerArrives('plausible');
    rememberLanguageSwitch('en', 'fr');
    expect(calls).toEqual([]);
    sendRememberedSwitch('fr');
    sendRememberedSwitch('fr');
    expect(calls).toEqual([['Language switched', { props: { from: 'en', to: 'fr' } }]]);
  });

  it('is not read where analytics do not run', async () => {
    pageWith('plausible', 'privacy-signal');
    rememberLanguageSwitch('en', 'fr');
    startAnalytics();
    await vi.dynamicImportSettled();
    expect(sessionStorage.length).toBe(1);
  });

  it('is not sent from a page in another language than the one chosen (the visitor went elsewhere)', async () => {
    pageWith('plausible');
    const calls = providerArrives('plausible');
    rememberLanguageSwitch('en', 'fr');
    sendRememberedSwitch('en');
    await vi.dynamicImportSettled();
    expect(calls).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });
});
