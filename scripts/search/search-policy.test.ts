import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, parseHeadersFile, vercelConfig } from '../security-headers.ts';
import { searchFolderPolicy } from './search-policy.ts';

const policy = { emailOrigin: 'https://api.emailjs.com/', scriptHashes: ["'sha256-abc='"] };

describe('the search folder’s policy', () => {
  const folder = searchFolderPolicy(policy);

  it('is the site’s with WebAssembly allowed, and still no eval()', () => {
    expect(folder.folder).toBe('/pagefind/');
    expect(folder.contentSecurityPolicy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=';");
    expect(folder.contentSecurityPolicy).not.toContain("'unsafe-eval'");
    expect(folder.contentSecurityPolicy.replace(" 'wasm-unsafe-eval'", '')).toBe(contentSecurityPolicy(policy));
  });

  it('reaches the worker alone: the pages keep the site’s policy in _headers and in vercel.json', () => {
    const rules = parseHeadersFile(headersFile(policy, [], [folder]));
    const csp = (path: string) =>
      rules
        .filter(({ pattern }) => pattern.test(path))
        .map((rule) => rule.headers['Content-Security-Policy'] ?? 'detached')
        .at(-1);
    expect(csp('/fr/projects/gymflow/')).toBe(contentSecurityPolicy(policy));
    expect(csp('/pagefind/pagefind-worker.js')).toBe(folder.contentSecurityPolicy);
    expect(rules.find(({ pattern }) => pattern.test('/pagefind/x'))?.detach).toEqual([]);
    expect(rules.at(-1)?.detach).toEqual(['Content-Security-Policy']);
    const vercel = JSON.parse(vercelConfig(policy, [folder])) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    expect(vercel.headers.map(({ source }) => source)).toEqual(['/((?!pagefind(?:/|$)).*)', '/assets/(.*)', '/(pagefind(?:/.*)?)']);
    expect(vercel.headers[2]?.headers.find(({ key }) => key === 'Content-Security-Policy')?.value).toBe(folder.contentSecurityPolicy);
  });
});
