/**
 * `/_redirects`, for a site in several languages: Netlify answers an unknown path under `/fr/`
 * with the French 404 page and status 404 (its own fallback is the root 404.html). Rules without
 * `!` apply only when no file matches, so existing pages are untouched. Cloudflare Pages and the
 * preview server find a language's 404 page by themselves.
 */
import { defineOutput, fileOf } from './output.ts';

export function notFoundRedirects(languages: readonly string[]): string {
  return `${languages
    .slice(1)
    .map((tag) => `/${tag}/*  /${tag}/404.html  404`)
    .join('\n')}\n`;
}

export default defineOutput({
  name: '_redirects',
  files: ({ site }) => (site.languages.length > 1 ? [fileOf('/_redirects', () => notFoundRedirects(site.languages))] : []),
});
