/**
 * The editor at /admin/ (scripts/outputs/admin.ts bundles this file into /admin/cms.js): Decap CMS,
 * started with the config.yml written beside it, after one format per collection is registered,
 * so that a save keeps the owner's comments and the order of their keys.
 *
 * decap-cms-app never starts by itself (only the `decap-cms` bundle checks `CMS_MANUAL_INIT`), so
 * nothing has to hold it back while the config is fetched.
 */
import CMS from 'decap-cms-app';
import { collectionFormats, type FormatKind } from './collection-formats.ts';
import type { DecapFormatter, FormatOptions } from './decap-formatter.ts';
import { createFrontMatterFormat } from './front-matter-format.ts';
import { readCmsConfig } from './read-cms-config.ts';
import { createYamlFormat } from './yaml-document-format.ts';

const FORMATTERS: Record<FormatKind, (options: FormatOptions) => DecapFormatter> = {
  'yaml-doc': createYamlFormat,
  'front-matter': createFrontMatterFormat,
};

// Beside this script, wherever the page is (`/admin` or `/admin/`).
const configUrl = new URL('config.yml', import.meta.url);

async function start(): Promise<void> {
  const response = await fetch(configUrl);
  if (!response.ok) throw new Error(`${configUrl.pathname} answered ${response.status}.`);
  const config = readCmsConfig(await response.text());
  for (const { name, kind, extension, ...options } of collectionFormats(config.collections)) {
    CMS.registerCustomFormat(name, extension, FORMATTERS[kind](options));
  }
  // The config is given whole: Decap would otherwise fetch config.yml again, relative to the page.
  CMS.init({ config: { ...config, load_config_file: false } });
}

start().catch((error: unknown) => {
  document.body.textContent = `The editor could not start: ${error instanceof Error ? error.message : String(error)}`;
  throw error;
});
