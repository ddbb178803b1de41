import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, parseHeadersFile, vercelConfig } from './security-headers.ts';

const policy = { emailOrigin: 'https://api.emailjs.com/', scriptHashes: ["'sha256-abc='"] };

describe('security headers', () => {
  it('allows only the site itself, its hashed inline scripts and the email service', () => {
    const csp = contentSecurityPolicy(policy);
    expect(csp).toContain("script-src 'self' 'sha256-abc=';");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(contentSecurityPolicy({ emailOrigin: '/__mail-sink' })).toContain("script-src 'self'; ");
    expect(contentSecurityPolicy({ emailOrigin: '/__mail-sink' })).toContain("connect-src 'self';");
  });

  it('with search (the search worker’s policy: scripts/search/search-policy.ts), allows WebAssembly, still not eval()', () => {
    const csp = contentSecurityPolicy({ ...policy, search: true });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=';");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp.replace("script-src 'self' 'wasm-unsafe-eval'", "script-src 'self'")).toBe(contentSecurityPolicy(policy));
    expect(parseHeadersFile(headersFile({ ...policy, search: true }))[0]?.headers['Content-Security-Policy']).toBe(csp);
  });

  it('leaves header-only directives out of the meta policy', () => {
    expect(contentSecurityPolicy({ ...policy, forMeta: true })).not.toContain('frame-ancestors');
  });

  it('writes a _headers file that reads back to the same rules, and a matching vercel.json', () => {
    const rules = parseHeadersFile(headersFile(policy));
    expect(rules.map((r) => r.pattern.source)).toEqual(['^\\/.*$', '^\\/assets\\/.*$']);
    expect(rules[0]?.headers['X-Frame-Options']).toBe('DENY');
    expect(rules[0]?.headers['Content-Security-Policy']).toBe(contentSecurityPolicy(policy));
    expect(rules[1]?.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(rules[0]?.pattern.test('/anything/here')).toBe(true);
    const vercel = JSON.parse(vercelConfig(policy)) as { headers: { headers: { key: string; value: string }[] }[] };
    expect(Object.fromEntries((vercel.headers[0]?.headers ?? []).map((h) => [h.key, h.value]))).toEqual(rules[0]?.headers);
  });
});

describe('a folder with a policy of its own', () => {
  const folder = {
    folder: '/admin/',
    contentSecurityPolicy: "default-src 'self'; script-src 'self' 'unsafe-eval'",
    headers: { 'X-Robots-Tag': 'noindex' },
  };
  const site = contentSecurityPolicy(policy);

  it('leaves the site’s policy as it was', () => {
    expect(site).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self' https://api.emailjs.com; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(headersFile(policy, [], [folder]).startsWith(headersFile(policy))).toBe(true);
  });

  it('gets its own policy in place of the site’s on Cloudflare Pages, which detaches the site’s first', () => {
    const rules = parseHeadersFile(headersFile(policy, [], [folder]));
    expect(rules.map((r) => r.pattern.source)).toEqual(['^\\/.*$', '^\\/assets\\/.*$', '^\\/admin\\/.*$']);
    expect(rules[2]).toEqual({
      pattern: rules[2]?.pattern,
      detach: ['Content-Security-Policy'],
      headers: { 'Content-Security-Policy': folder.contentSecurityPolicy, 'X-Robots-Tag': 'noindex' },
    });
    // Cloudflare Pages: each matching rule in order, its detached headers removed, then a header set twice joined by a comma.
    const cloudflare = (path: string) => {
      const sent = new Map<string, string[]>();
      for (const rule of rules.filter(({ pattern }) => pattern.test(path))) {
        for (const name of rule.detach) sent.delete(name);
        for (const [name, value] of Object.entries(rule.headers)) sent.set(name, [...(sent.get(name) ?? []), value]);
      }
      return Object.fromEntries([...sent].map(([name, values]) => [name, values.join(', ')]));
    };
    expect(cloudflare('/admin/cms.js')).toMatchObject({
      'Content-Security-Policy': folder.contentSecurityPolicy,
      'X-Frame-Options': 'DENY',
      'X-Robots-Tag': 'noindex',
    });
    expect(cloudflare('/administrator/')).toMatchObject({ 'Content-Security-Policy': site });
  });

  it('gets its own policy on Netlify, which skips the detach line (it has no colon) and keeps the later rule’s value', () => {
    const lines = headersFile(policy, [], [folder]).split('\n');
    expect(lines.filter((line) => line.trim().startsWith('!'))).toEqual(['  ! Content-Security-Policy']);
    expect(lines.filter((line) => line.trim().startsWith('!') && line.includes(':'))).toEqual([]);
    const rules = parseHeadersFile(lines.filter((line) => !line.trim().startsWith('!')).join('\n'));
    const netlify = (path: string) =>
      Object.assign({}, ...rules.filter(({ pattern }) => pattern.test(path)).map((rule) => rule.headers)) as Record<string, string>;
    expect(netlify('/admin/')['Content-Security-Policy']).toBe(folder.contentSecurityPolicy);
    expect(netlify('/')['Content-Security-Policy']).toBe(site);
  });

  it('is the only policy of its folder in vercel.json, whose site-wide rule leaves the folder out', () => {
    const read = (text: string) => JSON.parse(text) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    const vercel = read(vercelConfig(policy, [folder]));
    // Vercel's sources are path-to-regexp patterns; these are plain regular expressions in its groups.
    const headersFor = (path: string) => vercel.headers.filter(({ source }) => new RegExp(`^${source}$`).test(path)).flatMap((rule) => rule.headers);
    const policies = (path: string) =>
      headersFor(path)
        .filter(({ key }) => key === 'Content-Security-Policy')
        .map(({ value }) => value);
    for (const path of ['/admin', '/admin/', '/admin/cms.js']) expect(policies(path), path).toEqual([folder.contentSecurityPolicy]);
    for (const path of ['/', '/index.html', '/administrator/', '/fr/admin/', '/assets/a.js']) expect(policies(path), path).toEqual([site]);
    expect(headersFor('/admin/')).toEqual(
      expect.arrayContaining([
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'X-Robots-Tag', value: 'noindex' },
      ]),
    );
    expect(read(vercelConfig(policy)).headers[0]?.source).toBe('/(.*)');
  });
});
