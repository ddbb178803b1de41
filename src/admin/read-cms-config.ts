/** The editor's config.yml (scripts/outputs/admin.ts writes it from the content), read as Decap's config. */
import type { CmsConfig } from 'decap-cms-core';
import { parse } from 'yaml';

/** What the editor shows when config.yml is not a config: the owner sees it in the page. */
export const NOT_A_CONFIG = 'config.yml holds no Decap config: it needs a backend and a list of collections.';

function isCmsConfig(value: unknown): value is CmsConfig {
  return typeof value === 'object' && value !== null && 'backend' in value && 'collections' in value && Array.isArray(value.collections);
}

/** The config in `text`; Decap checks the rest of it against its own schema when it starts. */
export function readCmsConfig(text: string): CmsConfig {
  const config: unknown = parse(text);
  if (!isCmsConfig(config)) throw new Error(NOT_A_CONFIG);
  return config;
}
