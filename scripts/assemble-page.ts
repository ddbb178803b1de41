/**
 * Puts a rendered page into the HTML template (after Vite has processed it, in the build and in
 * the dev server alike): the prerendered body, its CSS, the islands' props, and the inline boot
 * script in place of the entry <script>.
 *
 * The boot script (src/app/boot.js, inlined as written and allowed by its hash in the CSP) runs
 * before the first paint: it applies the saved colour scheme (no flash), marks that JavaScript
 * runs (sections may start hidden for their reveal), records clicks and form submissions inside
 * islands that are not interactive yet (the island loader replays them: src/islands/
 * early-events.ts), and loads the entry only after the first paint, so no application script
 * competes with the hero.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { transformSync } from 'esbuild';
import type { RenderedPage } from '../src/app/entry-server.tsx';
import { ISLAND_PROPS_ID } from '../src/islands/island-props.ts';
import { scriptJson } from '../src/lib/script-json.ts';
import { withPageHead } from './content/page-head.ts';

/** Minified: it travels in every page, ahead of the content. */
export const BOOT_SCRIPT = transformSync(fs.readFileSync(new URL('../src/app/boot.js', import.meta.url), 'utf8'), {
  minify: true,
  target: 'es2019',
}).code.trim();

/** The CSP source that allows the boot script, and nothing else inline. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /[ \t]*<script type="module"(?=[^>]*\ssrc="(?!\/@)([^"]+)")[^>]*><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

export interface AssembleOptions {
  /** A `<meta http-equiv="Content-Security-Policy">` tag, placed first in <head>. */
  cspMeta?: string;
}

export interface AssembledPage {
  html: string;
  /** Files the page refers to, by URL path: the deferred island props. */
  files: Map<string, string>;
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** The page's island props script, and the file with the props of islands that wait to be seen. */
function islandProps({ inline, deferred }: RenderedPage['islands']): { script: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  if (!Object.keys(inline).length && !Object.keys(deferred).length) return { script: '', files };
  let attributes = `type="application/json" id="${ISLAND_PROPS_ID}"`;
  if (Object.keys(deferred).length) {
    const json = scriptJson(deferred);
    const url = `/assets/island-props-${shortHash(json)}.json`;
    files.set(url, json);
    attributes += ` data-deferred="${url}"`;
  }
  return { script: `<script ${attributes}>${scriptJson(inline)}</script>`, files };
}

export function assemblePage(template: string, page: RenderedPage, { cspMeta }: AssembleOptions = {}): AssembledPage {
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('the page template has no entry <script type="module" src>');
  let html = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const props = islandProps(page.islands);
  const replacements: [marker: string, value: string][] = [
    ['<!--boot-script-->', `<script data-entry="${entry}">${BOOT_SCRIPT}</script>`],
    ['<!--head-tags-->', page.status === 404 ? '<meta name="robots" content="noindex" />' : ''],
    ['<!--ssr-styles-->', page.styles],
    [
      '<div id="root"><!--ssr-html--></div>',
      `<div id="root" data-page="${page.page}"${page.base ? ` data-base="${page.base}"` : ''}>${page.html}</div>`,
    ],
    ['<!--island-props-->', props.script],
  ];
  for (const [marker, value] of replacements) {
    if (!html.includes(marker)) throw new Error(`the page template has no ${marker}`);
    html = html.replace(marker, () => value);
  }
  html = html.replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`);
  if (cspMeta) html = html.replace('<meta charset="UTF-8" />', (charset) => `${charset}\n    ${cspMeta}`);
  html = withPageHead(html, page.meta);
  return { html: html.replace(/[ \t]*<!-- The island loader;[^>]*-->\n?/, ''), files: props.files };
}
