/**
 * /admin/index.html, the editor's page: nothing but what Decap CMS needs to start (its own
 * policy, in a <meta> like the site's pages, and its script), and kept out of search engines
 * (here, and by the X-Robots-Tag its folder is served with).
 */
import { parse } from 'yaml';
import { ADMIN_PATH } from '../../src/lib/site-paths.ts';
import { escapeHtml } from '../pages/escape-html.ts';
import { adminContentSecurityPolicy } from './admin-policy.ts';

/** The editor's code, beside its page. */
export const ADMIN_SCRIPT = `${ADMIN_PATH}cms.js`;

/** The language of Decap's interface: the config's `locale`, English by default (as Decap's). */
export function editorLanguage(configYaml: string): string {
  const config: unknown = parse(configYaml);
  const locale = typeof config === 'object' && config !== null && 'locale' in config ? config.locale : undefined;
  return typeof locale === 'string' ? locale : 'en';
}

export function adminPage({ owner, configYaml }: { owner: string; configYaml: string }): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(editorLanguage(configYaml))}">`,
    '<head>',
    '<meta charset="UTF-8" />',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(adminContentSecurityPolicy({ forMeta: true }))}" />`,
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="robots" content="noindex, nofollow" />',
    `<title>${escapeHtml(`Editor · ${owner}`)}</title>`,
    `<script type="module" src="${ADMIN_SCRIPT}"></script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}
