import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, parseHeadersFile, vercelConfig } from '../security-headers.ts';
import { analyticsScript, exactSource } from './analytics-script.ts';

const SITE = 'https://www.portfolio.example';
const TOKEN = '0123456789abcdef0123456789abcdef';

describe('each provider’s script', () => {
  it('is none without analytics', () => {
    expect(analyticsScript(undefined, SITE)).toBeUndefined();
    expect(analyticsScript({}, SITE)).toBeUndefined();
  });

  it('plausible: its script with the domain, sending where the tag says', () => {
    expect(analyticsScript({ plausible: { domain: 'portfolio.example' } }, SITE)).toEqual({
      provider: 'plausible',
      src: 'https://plausible.io/js/script.js',
      attributes: { 'data-domain': 'portfolio.example', 'data-api': 'https://plausible.io/api/event' },
      sources: { 'script-src': ['https://plausible.io/js/script.js'], 'connect-src': ['https://plausible.io/api/event'] },
      host: 'portfolio.example',
    });
  });

  it('plausible on the owner’s own server: its script, and its /api/event', () => {
    const script = analyticsScript({ plausible: { domain: 'portfolio.example', src: 'https://stats.example.org/js/script.js?v=2' } }, SITE);
    expect(script?.src).toBe('https://stats.example.org/js/script.js?v=2');
    expect(script?.attributes['data-api']).toBe('https://stats.example.org/api/event');
    expect(script?.sources).toEqual({
      'script-src': ['https://stats.example.org/js/script.js'],
      'connect-src': ['https://stats.example.org/api/event'],
    });
  });

  it('umami on its cloud: the script, sending to the cloud’s collector, which the tag names', () => {
    const script = analyticsScript({ umami: { websiteId: '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b', src: 'https://cloud.umami.is/script.js' } }, SITE);
    expect(script).toMatchObject({
      provider: 'umami',
      src: 'https://cloud.umami.is/script.js',
      attributes: { 'data-website-id': '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b', 'data-host-url': 'https://gateway.umami.is' },
      sources: { 'script-src': ['https://cloud.umami.is/script.js'], 'connect-src': ['https://gateway.umami.is/api/send'] },
    });
  });

  it('umami on the owner’s server: sending beside the script, or to its hostUrl', () => {
    const own = { websiteId: '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b', src: 'https://example.org/umami/script.js' };
    expect(analyticsScript({ umami: own }, SITE)?.sources['connect-src']).toEqual(['https://example.org/umami/api/send']);
    const proxied = analyticsScript({ umami: { ...own, hostUrl: 'https://collect.example.org/' } }, SITE);
    expect(proxied?.attributes['data-host-url']).toBe('https://collect.example.org');
    expect(proxied?.sources['connect-src']).toEqual(['https://collect.example.org/api/send']);
  });

  it('goatcounter: its script, counting at the code’s address by beacon or image', () => {
    expect(analyticsScript({ goatcounter: { code: 'my-portfolio' } }, SITE)).toMatchObject({
      provider: 'goatcounter',
      src: 'https://gc.zgo.at/count.js',
      attributes: { 'data-goatcounter': 'https://my-portfolio.goatcounter.com/count' },
      sources: {
        'script-src': ['https://gc.zgo.at/count.js'],
        'connect-src': ['https://my-portfolio.goatcounter.com/count'],
        'img-src': ['https://my-portfolio.goatcounter.com/count'],
      },
    });
  });

  it('cloudflare: its beacon with the token, reporting to the host Cloudflare documents', () => {
    expect(analyticsScript({ cloudflare: { token: TOKEN } }, SITE)).toMatchObject({
      provider: 'cloudflare',
      src: 'https://static.cloudflareinsights.com/beacon.min.js',
      attributes: { 'data-cf-beacon': `{"token":"${TOKEN}"}` },
      sources: { 'script-src': ['https://static.cloudflareinsights.com/beacon.min.js'], 'connect-src': ['https://cloudflareinsights.com'] },
    });
  });

  it('runs only at the site’s host, with or without www.', () => {
    expect(analyticsScript({ goatcounter: { code: 'x' } }, 'https://www.portfolio.example/')?.host).toBe('portfolio.example');
    expect(analyticsScript({ goatcounter: { code: 'x' } }, 'https://portfolio.example/')?.host).toBe('portfolio.example');
  });

  it('makes sources that match the address exactly, and cannot end the policy’s list', () => {
    expect(exactSource('https://a.example/js/s.js?v=1#x')).toBe('https://a.example/js/s.js');
    expect(exactSource('https://a.example/js;a,b/s.js')).toBe('https://a.example/js%3Ba%2Cb/s.js');
  });
});

/** A policy as its directives' sources, by name. */
const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0] ?? '', d.split(' ').slice(1)] as const));

/** What `after` allows that `before` does not, by directive. */
function additions(before: string, after: string): Record<string, string[]> {
  const was = directives(before);
  const added: Record<string, string[]> = {};
  for (const [name, sources] of directives(after)) {
    const extra = sources.filter((source) => !was.get(name)?.includes(source));
    if (extra.length) added[name] = extra;
  }
  return added;
}

describe('the policy with analytics', () => {
  const base = { emailOrigin: 'https://api.emailjs.com', scriptHashes: ["'sha256-boot='"] };
  const providers = {
    plausible: { plausible: { domain: 'portfolio.example' } },
    umami: { umami: { websiteId: '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b', src: 'https://cloud.umami.is/script.js' } },
    goatcounter: { goatcounter: { code: 'my-portfolio' } },
    cloudflare: { cloudflare: { token: TOKEN } },
  };

  it.each(Object.entries(providers))('%s: adds its script and where it sends, and nothing else', (_, settings) => {
    const script = analyticsScript(settings, SITE);
    const before = contentSecurityPolicy(base);
    const after = contentSecurityPolicy({ ...base, analytics: script?.sources });
    const added = additions(before, after);
    expect(added).toEqual(script?.sources);
    // Nothing is taken away either: every source of the policy without analytics is still there, in the same place.
    expect(directives(after).size).toBe(directives(before).size);
    for (const [name, sources] of directives(before)) expect(directives(after).get(name)?.slice(0, sources.length)).toEqual(sources);
  });

  it('says the same in _headers and vercel.json as in the pages', () => {
    const policy = { ...base, analytics: analyticsScript(providers.goatcounter, SITE)?.sources };
    const rules = parseHeadersFile(headersFile(policy));
    expect(rules[0]?.headers['Content-Security-Policy']).toBe(contentSecurityPolicy(policy));
    const vercel = JSON.parse(vercelConfig(policy)) as { headers: { headers: { key: string; value: string }[] }[] };
    expect(vercel.headers[0]?.headers.find((h) => h.key === 'Content-Security-Policy')?.value).toBe(contentSecurityPolicy(policy));
  });
});
