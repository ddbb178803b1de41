/**
 * The inline scripts a page can carry, minified from src/app/: they travel ahead of the content,
 * and the CSP allows each by its hash.
 *
 * - The boot script (src/app/boot.js), on every page. It runs before the first paint: it applies
 *   the saved colour scheme (no flash), marks that JavaScript runs (sections may start hidden for
 *   their reveal), records clicks and form submissions inside islands that are not interactive
 *   yet (src/islands/early-events.ts replays them). After the first paint, so that nothing
 *   competes with the hero, it adds the page's stylesheet (its `data-stylesheet`, with the web
 *   fonts' faces), the icons, the manifest and, on a page without a stylesheet, the web fonts' faces
 *   (its `<noscript data-after-paint>`), and loads the entry (its `data-entry`).
 * - The nearest-404 script (src/app/nearest-not-found.js), on the default language's 404 page of
 *   a site in several languages. GitHub Pages and Vercel answer every unknown address with the
 *   root 404.html; under another language's folder it shows that folder's 404 page (its
 *   `data-pages`) in its place, at the same address and with the same status, and what that page
 *   adds after the first paint (its web fonts, cut to its language's letters) instead of its own.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { transformSync } from 'esbuild';

export interface InlineScript {
  code: string;
  /** The CSP source that allows it: `'sha256-…'`. */
  hash: string;
}

function inlineScript(file: string): InlineScript {
  const source = fs.readFileSync(new URL(`../../src/app/${file}`, import.meta.url), 'utf8');
  const code = transformSync(source, { minify: true, target: 'es2019' }).code.trim();
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

export const BOOT_SCRIPT = inlineScript('boot.js');
export const NEAREST_NOT_FOUND_SCRIPT = inlineScript('nearest-not-found.js');
