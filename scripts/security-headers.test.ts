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
