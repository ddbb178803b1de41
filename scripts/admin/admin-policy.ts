/**
 * The editor's security policy (/admin/, Decap CMS), written once and rendered like the site's
 * (scripts/security-headers.ts): in its page's <meta>, in `_headers` and in `vercel.json`, where
 * it replaces the site's policy for its folder. Each source is there because the editor was seen
 * to need it: test/browser/admin.test.ts collects every `securitypolicyviolation` as it starts, opens
 * an entry and takes an upload. The GitHub backend signs in through a window it opens, which no
 * directive governs.
 */
import { ADMIN_PATH } from '../../src/lib/site-paths.ts';
import { renderPolicy, type Directives, type FolderPolicy } from '../security-headers.ts';
import { LOCAL_BACKEND_ORIGIN } from './local-backend.ts';

const ADMIN_DIRECTIVES: Directives = [
  ['default-src', "'self'"],
  // Decap checks its config with Ajv, which compiles the schema with `new Function`: without this
  // it stops at "Config Errors: EvalError". It also lets the WebP encoder's WebAssembly compile
  // (a config's media_processing), so 'wasm-unsafe-eval' would add nothing.
  ['script-src', "'self'", "'unsafe-eval'"],
  // Emotion inserts Decap's styles as <style> elements at run time.
  ['style-src', "'self'", "'unsafe-inline'"],
  // blob: an upload shown before it is saved; the GitHub backend shows the signed-in user's avatar.
  ['img-src', "'self'", 'blob:', 'https://avatars.githubusercontent.com'],
  // blob: Decap reads an upload chosen for an entry back, to keep it in the entry's local draft;
  // decap-server (asked only from a page on localhost); GitHub's API.
  ['connect-src', "'self'", 'blob:', LOCAL_BACKEND_ORIGIN, 'https://api.github.com'],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/** The editor's Content-Security-Policy, as a header or (without what a <meta> ignores) for its page. */
export function adminContentSecurityPolicy({ forMeta = false } = {}): string {
  return renderPolicy(ADMIN_DIRECTIVES, { forMeta });
}

/** The editor's folder as the hosts' headers give it: its policy, and no search engine lists it. */
export const ADMIN_FOLDER_POLICY: FolderPolicy = {
  folder: ADMIN_PATH,
  contentSecurityPolicy: adminContentSecurityPolicy(),
  headers: { 'X-Robots-Tag': 'noindex' },
};
