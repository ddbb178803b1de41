/**
 * Stand-ins for the providers' scripts, for the browser tests and the benchmark, which have no
 * network: each does what its provider's script is documented to do with the tag the site writes
 * (scripts/analytics/analytics-script.ts): it reads the same attributes, counts the page view on
 * load, defines the same custom-event API on `window`, and sends to the same address in the same
 * shape. `readHit` turns what arrives at the endpoint back into a page view or an event.
 */
import type { AnalyticsProvider } from '../../src/analytics/provider-apis.ts';
import { exactSource, type AnalyticsScript } from './analytics-script.ts';

const PLAUSIBLE = `(function () {
  var tag = document.currentScript;
  var domain = tag.getAttribute('data-domain');
  var api = tag.getAttribute('data-api') || new URL(tag.src).origin + '/api/event';
  var queued = (window.plausible && window.plausible.q) || [];
  function plausible(name, options) {
    var body = { n: name, u: location.href, d: domain, r: document.referrer || null };
    if (options && options.props) body.p = options.props;
    fetch(api, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, keepalive: true, body: JSON.stringify(body) });
  }
  window.plausible = plausible;
  var push = history.pushState;
  history.pushState = function () {
    push.apply(history, arguments);
    plausible('pageview');
  };
  addEventListener('popstate', function () { plausible('pageview'); });
  queued.forEach(function (args) { plausible.apply(null, args); });
  plausible('pageview');
})();`;

const UMAMI = `(function () {
  var tag = document.currentScript;
  var website = tag.getAttribute('data-website-id');
  var host = (tag.getAttribute('data-host-url') || tag.src.split('/').slice(0, -1).join('/')).replace(/\\/$/, '');
  function payload() {
    return { website: website, hostname: location.hostname, screen: screen.width + 'x' + screen.height, language: navigator.language, title: document.title, url: location.pathname + location.search, referrer: document.referrer };
  }
  function send(body) {
    return fetch(host + '/api/send', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ type: 'event', payload: body }) });
  }
  window.umami = {
    track: function (name, data) {
      var body = payload();
      if (typeof name === 'string') { body.name = name; if (data) body.data = data; }
      return send(body);
    },
  };
  var push = history.pushState;
  history.pushState = function () {
    push.apply(history, arguments);
    setTimeout(function () { window.umami.track(); }, 300);
  };
  window.umami.track();
})();`;

const GOATCOUNTER = `(function () {
  var endpoint = document.querySelector('script[data-goatcounter]').dataset.goatcounter;
  function count(vars) {
    vars = vars || {};
    var data = { p: vars.path || location.pathname + location.search, t: vars.title || document.title, e: !!vars.event, r: document.referrer };
    var query = Object.keys(data).filter(function (k) { return data[k] !== '' && data[k] !== false; })
      .map(function (k) { return encodeURIComponent(k) + '=' + encodeURIComponent(data[k]); }).join('&');
    navigator.sendBeacon(endpoint + '?' + query);
  }
  window.goatcounter = { count: count };
  count();
})();`;

const CLOUDFLARE = `(function () {
  var settings = JSON.parse(document.currentScript.getAttribute('data-cf-beacon'));
  navigator.sendBeacon('https://cloudflareinsights.com/cdn-cgi/rum', JSON.stringify({ siteToken: settings.token, location: location.href, referrer: document.referrer, eventType: 1 }));
})();`;

export const STAND_IN_SCRIPTS: Record<AnalyticsProvider, string> = {
  plausible: PLAUSIBLE,
  umami: UMAMI,
  goatcounter: GOATCOUNTER,
  cloudflare: CLOUDFLARE,
};

/** What reached a provider's endpoint: a page view (of `url`) or an event with its properties. */
export type Hit = { kind: 'pageview'; url: string } | { kind: 'event'; name: string; properties: Record<string, string> };

/** Reads a request to the provider's endpoint as the provider would. */
export function readHit(provider: AnalyticsProvider, url: string, body: string): Hit {
  if (provider === 'plausible') {
    const { n, u, p } = JSON.parse(body) as { n: string; u: string; p?: Record<string, string> };
    return n === 'pageview' ? { kind: 'pageview', url: u } : { kind: 'event', name: n, properties: p ?? {} };
  }
  if (provider === 'umami') {
    const { payload } = JSON.parse(body) as { payload: { url: string; name?: string; data?: Record<string, string> } };
    return payload.name ? { kind: 'event', name: payload.name, properties: payload.data ?? {} } : { kind: 'pageview', url: payload.url };
  }
  if (provider === 'goatcounter') {
    const query = new URL(url).searchParams;
    const path = query.get('p') ?? '';
    return query.get('e') === 'true' ? { kind: 'event', name: query.get('t') ?? '', properties: { path } } : { kind: 'pageview', url: path };
  }
  const { location } = JSON.parse(body) as { location: string };
  return { kind: 'pageview', url: location };
}

/** Whether a CSP source allows the address (an origin allows all its paths; a path, itself). */
const allows = (source: string, address: string) => address === source || (new URL(source).pathname === '/' && address.startsWith(`${source}/`));

/**
 * What a request is to the provider: its script, a hit at an address the policy lets the script
 * send to (each of its sources but the script's own), or neither.
 */
export function providerRequest(script: Pick<AnalyticsScript, 'src' | 'sources'>, url: string): 'script' | 'hit' | undefined {
  const address = exactSource(url);
  const own = exactSource(script.src);
  if (address === own) return 'script';
  const endpoints = Object.values(script.sources)
    .flat()
    .filter((source) => source !== own);
  return endpoints.some((source) => allows(source, address)) ? 'hit' : undefined;
}
