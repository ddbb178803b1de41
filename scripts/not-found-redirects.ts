/**
 * Netlify's `_redirects` for a site in several languages: an unknown path under `/fr/` answers
 * with the French 404 page and status 404 (Netlify's own fallback is the root 404.html). Rules
 * without `!` apply only when no file matches, so existing pages are untouched.
 */
export function notFoundRedirects(languages: readonly string[]): string | undefined {
  const others = languages.slice(1);
  if (!others.length) return undefined;
  return `${others.map((tag) => `/${tag}/*  /${tag}/404.html  404`).join('\n')}\n`;
}
