/**
 * The one inline script of every page (src/app/boot.js), minified: it travels ahead of the
 * content. It runs before the first paint: it applies the saved colour scheme (no flash), marks
 * that JavaScript runs (sections may start hidden for their reveal), records clicks and form
 * submissions inside islands that are not interactive yet (src/islands/early-events.ts replays
 * them), and loads the entry (its `data-entry`) only after the first paint, so no application
 * script competes with the hero. The CSP allows it by its hash.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { transformSync } from 'esbuild';

export const BOOT_SCRIPT = transformSync(fs.readFileSync(new URL('../../src/app/boot.js', import.meta.url), 'utf8'), {
  minify: true,
  target: 'es2019',
}).code.trim();

/** The CSP source that allows the boot script, and nothing else inline. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
