/**
 * The editor's configuration (/admin/config.yml), made from schemas/ and the owner's files at every
 * build: nothing in it is written by hand, so a field added to a schema is in the form at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { LOCAL_BACKEND_ORIGIN } from '../admin/local-backend.ts';
import type { Schema } from '../content/translation-schemas.ts';
import { contentIn, defaultLanguage, type Site } from '../site/site.ts';
import { cmsCollections } from './cms-collections.ts';
import { contentFiles } from './content-files.ts';
import type { DecapBackend, DecapConfig } from './decap-config.ts';

/** Where uploads land (inside public/, so the image pipeline picks them up) and how content names them. */
export const MEDIA_FOLDER = 'public/images/uploads';
export const PUBLIC_FOLDER = '/images/uploads';
/** decap-server's API, which `npm run cms` starts and the editor uses on localhost. */
export const LOCAL_BACKEND_URL = `${LOCAL_BACKEND_ORIGIN}/api/v1`;

/** Every schema file by name: `projects`, `defs`, `sections/list`, `ui/ui` (the generated translations are derived again). */
export function readSchemaFiles(schemaDir: string): Map<string, Schema> {
  const out = new Map<string, Schema>();
  const read = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir).sort()) {
      if (entry.endsWith('.schema.json'))
        out.set(`${prefix}${entry.slice(0, -'.schema.json'.length)}`, JSON.parse(fs.readFileSync(path.join(dir, entry), 'utf8')) as Schema);
    }
  };
  read(schemaDir, '');
  read(path.join(schemaDir, 'sections'), 'sections/');
  read(path.join(schemaDir, 'ui'), 'ui/');
  return out;
}

/** What the configuration is made from: the checked content, and where its files and schemas are. */
export type CmsSite = Pick<Site, 'paths' | 'content' | 'languages' | 'localized'>;

function backendOf(site: CmsSite): DecapBackend {
  const cms = site.content.site.cms;
  // Without a repository the editor works on this machine only (npm run cms): the proxy is decap-server.
  if (!cms) return { name: 'proxy', proxy_url: LOCAL_BACKEND_URL, branch: 'main' };
  return {
    name: 'github',
    repo: cms.repo,
    branch: cms.branch ?? 'main',
    ...(cms.authUrl ? { base_url: cms.authUrl } : {}),
    ...(cms.authEndpoint ? { auth_endpoint: cms.authEndpoint } : {}),
  };
}

export function cmsConfig(site: CmsSite): DecapConfig {
  const language = defaultLanguage(site);
  return {
    backend: backendOf(site),
    local_backend: true,
    publish_mode: 'simple',
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    site_url: site.content.site.url,
    display_url: site.content.site.url,
    collections: cmsCollections({
      schemas: readSchemaFiles(site.paths.schemaDir),
      files: contentFiles(site.paths.contentDir, site.languages),
      languages: site.languages,
      written: site.content,
      resolved: contentIn(site, language),
    }),
  };
}

export function cmsConfigYaml(site: CmsSite): string {
  const header = '# Made from schemas/ and content/ by the build (scripts/cms/): do not edit, it is made again every time.\n';
  return header + stringify(cmsConfig(site), { lineWidth: 0, aliasDuplicateObjects: false });
}
