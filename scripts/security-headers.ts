/**
 * The site's security policy, written once: as a <meta> Content-Security-Policy in each page,
 * and as response headers for static hosts (Netlify and Cloudflare Pages read `_headers`, Vercel
 * reads `vercel.json`). The page needs its own scripts, styles and images, and one other
 * origin: the email service the contact form posts to.
 *
 * script-src allows the site's own files and, by their hashes, the inline scripts it writes
 * (the boot script); style-src allows 'unsafe-inline' because styled-components and the toasts
 * insert <style> elements at run time and a few components set style attributes.
 *
 * A site with analytics (scripts/analytics/) adds its provider's script and the one address that
 * script sends to, each as exact as the provider allows, and nothing else.
 *
 * A site with search (src/lib/site-search.ts) gives its index's folder the same policy with
 * 'wasm-unsafe-eval' in script-src (scripts/search/search-policy.ts): Pagefind's engine is
 * WebAssembly, compiled in its worker; it allows no eval() of JavaScript. The pages' own policy does
 * not change: Pagefind's script, its worker and its index are the site's own files ('self').
 *
 * A folder may have a policy of its own (the editor at /admin/, scripts/admin/admin-policy.ts). A
 * document under two policies obeys both, so the site's must not reach it: see headersFile and
 * vercelConfig for how each host is told.
 */
import type { AnalyticsDirective } from './analytics/analytics-script.ts';

export interface SecurityPolicy {
  /** Where the contact form posts (connect-src). */
  emailOrigin: string;
  /** CSP sources such as 'sha256-…' for the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** The analytics provider's sources, by directive. */
  analytics?: Readonly<Partial<Record<AnalyticsDirective, readonly string[]>>>;
  /** Whether what it governs compiles WebAssembly: the search's worker (scripts/search/search-policy.ts). */
  search?: boolean;
}

/** A policy as its directives, each a name and its sources: `['img-src', "'self'", 'data:']`. */
export type Directives = readonly (readonly [name: string, ...sources: string[]])[];

/** Directives a <meta> policy ignores: they are only sent as a header. */
const HEADER_ONLY = new Set(['frame-ancestors']);

export function renderPolicy(directives: Directives, { forMeta = false } = {}): string {
  return directives
    .filter(([name]) => !(forMeta && HEADER_ONLY.has(name)))
    .map((directive) => directive.join(' '))
    .join('; ');
}

/** A folder of the site with a policy of its own, which the site's must not reach. */
export interface FolderPolicy {
  /** The folder: `/admin/`. */
  folder: string;
  /** Its Content-Security-Policy, as a header. */
  contentSecurityPolicy: string;
  /** Its other headers of its own: `X-Robots-Tag`. */
  headers: Readonly<Record<string, string>>;
}

export function contentSecurityPolicy({
  emailOrigin,
  scriptHashes = [],
  analytics = {},
  search = false,
  forMeta = false,
}: SecurityPolicy & { forMeta?: boolean }): string {
  const email = emailOrigin.startsWith('http') ? [new URL(emailOrigin).origin] : [];
  return renderPolicy(
    [
      ['default-src', "'self'"],
      ['script-src', "'self'", ...(search ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes, ...(analytics['script-src'] ?? [])],
      ['style-src', "'self'", "'unsafe-inline'"],
      // data: for the empty icon a page names until its own arrive after the first paint (src/app/page-head.ts); an image cannot run script.
      ['img-src', "'self'", 'data:', ...(analytics['img-src'] ?? [])],
      ['font-src', "'self'"],
      ['connect-src', "'self'", ...email, ...(analytics['connect-src'] ?? [])],
      ['manifest-src', "'self'"],
      ['object-src', "'none'"],
      ['base-uri', "'self'"],
      ['form-action', "'self'"],
      ['frame-ancestors', "'none'"],
    ],
    { forMeta },
  );
}

function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  };
}

/** Hashed build assets never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A block of `_headers`: the path, then the headers it detaches and those it sets, indented. */
const headerBlock = (path: string, headers: Readonly<Record<string, string>>, detach: readonly string[] = []) => [
  path,
  ...detach.map((name) => `  ! ${name}`),
  ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`),
  '',
];

/**
 * `_headers`: the policy on every path, long cache lifetimes on hashed assets, each folder's own
 * policy, then `pages`' own rules, each for one exact path (hosts add every matching rule's headers
 * to a response; none of the pages' repeats a header of the rules before them).
 *
 * A folder's rule replaces the site-wide Content-Security-Policy rather than adding a second one.
 * Cloudflare Pages applies the matching rules in order and joins a header set twice, so the rule
 * first detaches the site's (`! Content-Security-Policy`, Cloudflare's syntax). Netlify skips a line
 * without a colon, and gives a path matched by two rules the later rule's value of a header, as its
 * own emulator does (netlify/primitives, headersForPath); its documentation says nothing either way.
 */
export function headersFile(
  policy: SecurityPolicy,
  pages: readonly { path: string; headers: Readonly<Record<string, string>> }[] = [],
  folders: readonly FolderPolicy[] = [],
): string {
  return [
    ...headerBlock('/*', securityHeaders(contentSecurityPolicy(policy))),
    ...headerBlock('/assets/*', { 'Cache-Control': IMMUTABLE }),
    ...folders.flatMap(({ folder, contentSecurityPolicy: csp, headers }) =>
      headerBlock(`${folder}*`, { 'Content-Security-Policy': csp, ...headers }, ['Content-Security-Policy']),
    ),
    ...pages.flatMap(({ path, headers }) => headerBlock(path, headers)),
  ].join('\n');
}

/** How many rules headersFile writes before the pages' own, besides one per folder with its own policy. */
export const SITE_WIDE_RULES = 2;

/** Vercel's source for every path outside these folders (`/((?!admin(?:/|$)).*)`), and for one folder with or without its slash. */
const outside = (folders: readonly FolderPolicy[]) =>
  folders.length ? `/((?!${folders.map(({ folder }) => `${folder.slice(1, -1)}(?:/|$)`).join('|')}).*)` : '/(.*)';
const inside = (folder: string) => `/(${folder.slice(1, -1)}(?:/.*)?)`;

/**
 * `vercel.json`: the same headers as `_headers`. Vercel has no way to detach a header, so the
 * site-wide rule's source leaves out each folder with a policy of its own, and that folder's rule
 * carries the security headers with its own policy: no path matches two policies.
 */
export function vercelConfig(policy: SecurityPolicy, folders: readonly FolderPolicy[] = []): string {
  const list = (headers: Readonly<Record<string, string>>) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify(
    {
      $schema: 'https://openapi.vercel.sh/vercel.json',
      cleanUrls: true,
      headers: [
        { source: outside(folders), headers: list(securityHeaders(contentSecurityPolicy(policy))) },
        { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
        ...folders.map(({ folder, contentSecurityPolicy: csp, headers }) => ({
          source: inside(folder),
          headers: list({ ...securityHeaders(csp), ...headers }),
        })),
      ],
    },
    null,
    2,
  )}\n`;
}

/** A rule of a `_headers` file: the paths it matches, the headers it detaches (`! Name`, Cloudflare's syntax), then those it sets. */
export interface HeaderRule {
  pattern: RegExp;
  detach: string[];
  headers: Record<string, string>;
}

/** Reads a `_headers` file: each path pattern with the headers that apply to it. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const rule = rules.at(-1);
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), detach: [], headers: {} });
    } else if (line.trim().startsWith('!')) {
      rule?.detach.push(line.trim().slice(1).trim());
    } else {
      const at = line.indexOf(':');
      if (rule) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}
