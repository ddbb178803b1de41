/**
 * The analytics provider's script, as `npm run budget` reports it. The loader in each page's
 * <head> (src/app/analytics-loader.js) adds it with `defer` once the page has loaded and painted,
 * so it is not first-load JavaScript and no budget holds it; but a visitor still downloads it, so
 * its own bytes are reported: fetched from its address now (it is the provider's, and changes
 * without the site changing), gzipped here as its host would serve it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize, kB } from './measure.ts';

export interface AnalyticsTag {
  provider: string;
  /** The provider's script, as the loader adds it (`data-src`). */
  src: string;
  /** The loader's whole element, gzipped on its own: what it adds to each page. */
  loaderBytes: number;
}

export type ScriptSize = { gzip: number; raw: number } | { error: string };

const LOADER = /<script\b[^>]*\sdata-analytics="[^"]*"[^>]*>[\s\S]*?<\/script>/;

/** An attribute's value as the page means it: scripts/pages/escape-html.ts escapes these four. */
function attr(tag: string, name: string): string | undefined {
  const value = tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  return value
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The loader on a page, when the site has analytics. */
export function analyticsTag(html: string): AnalyticsTag | undefined {
  const element = LOADER.exec(html)?.[0];
  const start = element?.slice(0, element.indexOf('>') + 1) ?? '';
  const provider = attr(start, 'data-analytics');
  const src = attr(start, 'data-src');
  return element && provider && src ? { provider, src, loaderBytes: gzipSize(element) } : undefined;
}

/** Why a fetch failed, in a few words: the network's own reason (`getaddrinfo ENOTFOUND plausible.io`) rather than fetch's `fetch failed`. */
function reason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  if (error instanceof Error && error.cause instanceof Error) return `unreachable: ${error.cause.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** The script's bytes as it is now at its address, raw and gzipped; or why they could not be had. */
export async function fetchScriptSize(src: string, timeoutMs = 5000): Promise<ScriptSize> {
  try {
    const response = await fetch(src, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { error: `it answered ${response.status}` };
    const body = Buffer.from(await response.arrayBuffer());
    return { gzip: gzipSize(body), raw: body.length };
  } catch (error) {
    return { error: reason(error, timeoutMs) };
  }
}

/** The lines `npm run budget` prints for the build in `dist`: none for a site without analytics. */
export async function analyticsListing(dist: string, timeoutMs?: number): Promise<string[]> {
  const tag = analyticsTag(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
  if (!tag) return [];
  const size = await fetchScriptSize(tag.src, timeoutMs);
  return [
    `analytics (${tag.provider}): ${tag.src}, added after the page has loaded and painted — not part of first-load JavaScript`,
    `  loader in each page’s <head>: ${kB(tag.loaderBytes)} gzipped`,
    'error' in size
      ? `  the provider’s script: not measured (${size.error})`
      : `  the provider’s script: ${kB(size.gzip)} gzipped, ${kB(size.raw)} raw (fetched now)`,
  ];
}
