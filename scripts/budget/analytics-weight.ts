/**
 * The analytics provider's script, as `npm run budget` reports it. A page of a site with analytics
 * carries the provider's settings as data at the end of its body (src/analytics/page-analytics.ts);
 * the loader the entry imports adds the script with `defer` once the page has loaded and painted,
 * so it is not first-load JavaScript and no budget holds it; but a visitor still downloads it, so
 * its own bytes are reported: fetched from its address now (it is the provider's, and changes
 * without the site changing), gzipped here as its host would serve it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import type { PageAnalytics } from '../../src/analytics/page-analytics.ts';
import { attribute, elements, textOf } from './html-elements.ts';
import { gzipSize, kB } from './measure.ts';

export interface AnalyticsTag {
  provider: string;
  /** The provider's script, as the loader adds it. */
  src: string;
  /** The settings' whole element, gzipped on its own: what it adds to each page. */
  settingsBytes: number;
}

export type ScriptSize = { gzip: number; raw: number } | { error: string };

/** The provider's settings on a page, when the site has analytics: the script element that names it (`data-analytics`), its text their JSON. */
export function analyticsTag(html: string): AnalyticsTag | undefined {
  // With each element's place in the page, to weigh the element as the page has it.
  for (const element of elements(parse(html, { sourceCodeLocationInfo: true }))) {
    const provider = element.tagName === 'script' ? attribute(element, 'data-analytics') : undefined;
    if (provider === undefined) continue;
    const { src } = JSON.parse(textOf(element) || '{}') as Partial<PageAnalytics>;
    const place = element.sourceCodeLocation;
    return src && place ? { provider, src, settingsBytes: gzipSize(html.slice(place.startOffset, place.endOffset)) } : undefined;
  }
  return undefined;
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
    `  its settings in each page: ${kB(tag.settingsBytes)} gzipped`,
    'error' in size
      ? `  the provider’s script: not measured (${size.error})`
      : `  the provider’s script: ${kB(size.gzip)} gzipped, ${kB(size.raw)} raw (fetched now)`,
  ];
}
