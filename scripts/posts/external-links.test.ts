import { describe, expect, it } from 'vitest';
import { isExternalHref } from './external-links.ts';

describe('isExternalHref', () => {
  const site = 'https://example.com/';
  const cases: [href: string, external: boolean][] = [
    ['https://developer.mozilla.org/en-US/', true],
    ['http://www.example.org', true],
    ['//cdn.example.net/a.js', true],
    ['https://sub.example.com/', true],
    ['https://example.com.evil.org/', true],
    ['https://example.com:8443/', true],
    // The site's own address, written absolute, is internal, over either protocol.
    ['https://example.com/writing/x/', false],
    ['https://example.com', false],
    ['http://example.com/about/', false],
    ['/writing/x/', false],
    ['../other-post/', false],
    ['#user-content-fn-1', false],
    ['mailto:me@example.org', false],
    ['xmpp:me@example.org', false],
    ['', false],
  ];
  for (const [href, external] of cases) {
    it(`${JSON.stringify(href)} is ${external ? 'external' : 'internal'}`, () => {
      expect(isExternalHref(href, site)).toBe(external);
    });
  }

  it('keeps a site under a path to that path', () => {
    const underPath = 'https://example.com/~ada/';
    expect(isExternalHref('https://example.com/~ada/writing/', underPath)).toBe(false);
    expect(isExternalHref('https://example.com/~ada', underPath)).toBe(false);
    expect(isExternalHref('https://example.com/~adam/', underPath)).toBe(true);
    expect(isExternalHref('https://example.com/', underPath)).toBe(true);
  });
});
