/**
 * The site's security policy, written once: as a <meta> Content-Security-Policy in each page,
 * and as response headers for static hosts (Netlify and Cloudflare Pages read `_headers`, Vercel
 * reads `vercel.json`). The page needs its own scripts, styles and images, and one other
 * origin: the email service the contact form posts to.
 *
 * script-src allows the site's own files and, by their hashes, the inline scripts it writes
 * (the boot script); style-src allows 'unsafe-inline' because styled-components and the toasts
 * insert <style> elements at run time and a few components set style attributes.
 */
export interface SecurityPolicy {
  /** Where the contact form posts (connect-src). */
  emailOrigin: string;
  /** CSP sources such as 'sha256-…' for the page's inline scripts. */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy({ emailOrigin, scriptHashes = [], forMeta = false }: SecurityPolicy & { forMeta?: boolean }): string {
  const connect = emailOrigin.startsWith('http') ? `'self' ${new URL(emailOrigin).origin}` : "'self'";
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // data: for the empty icon a page names until its own arrive after the first paint (src/app/page-head.ts); an image cannot run script.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Ignored in a <meta> policy, so only sent as a header.
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join('; ');
}

function securityHeaders(policy: SecurityPolicy): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  };
}

/** Hashed build assets never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A block of `_headers`: the path, then its headers indented. */
const headerBlock = (path: string, headers: Readonly<Record<string, string>>) => [
  path,
  ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`),
  '',
];

/**
 * `_headers`: the policy on every path, long cache lifetimes on hashed assets, then `pages`' own
 * rules, each for one exact path (hosts add every matching rule's headers to a response; none of
 * these repeats a header of the first two).
 */
export function headersFile(policy: SecurityPolicy, pages: readonly { path: string; headers: Readonly<Record<string, string>> }[] = []): string {
  return [
    ...headerBlock('/*', securityHeaders(policy)),
    ...headerBlock('/assets/*', { 'Cache-Control': IMMUTABLE }),
    ...pages.flatMap(({ path, headers }) => headerBlock(path, headers)),
  ].join('\n');
}

/** How many rules headersFile writes before the pages' own. */
export const SITE_WIDE_RULES = 2;

export function vercelConfig(policy: SecurityPolicy): string {
  const headers = Object.entries(securityHeaders(policy)).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify(
    {
      $schema: 'https://openapi.vercel.sh/vercel.json',
      cleanUrls: true,
      headers: [
        { source: '/(.*)', headers },
        { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Reads a `_headers` file: each path pattern with the headers that apply to it. */
export function parseHeadersFile(text: string): { pattern: RegExp; headers: Record<string, string> }[] {
  const rules: { pattern: RegExp; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
    } else {
      const at = line.indexOf(':');
      const rule = rules.at(-1);
      if (rule) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}
