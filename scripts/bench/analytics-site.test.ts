import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { afterEach, expect, it } from 'vitest';
import { loadSchemas } from '../content/schemas.ts';
import { repoRoot } from '../paths.ts';
import { analyticsSite } from './analytics-site.ts';

const copies: string[] = [];
afterEach(() => {
  for (const root of copies.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const validateSite = loadSchemas(path.join(repoRoot, 'schemas')).validators.get('site');

it.each(['plausible', 'umami', 'goatcounter', 'cloudflare'])(
  'gives a copy of the project valid %s settings, and says what the build will load',
  (provider) => {
    const ownSite = fs.readFileSync(path.join(repoRoot, 'content', 'site.yaml'), 'utf8');
    const { root, script } = analyticsSite(repoRoot, provider);
    copies.push(root);
    const site = yaml.load(fs.readFileSync(path.join(root, 'content', 'site.yaml'), 'utf8')) as { url: string; analytics: object };
    expect(validateSite?.(site), JSON.stringify(validateSite?.errors)).toBe(true);
    expect(Object.keys(site.analytics)).toEqual([provider]);
    expect(script.provider).toBe(provider);
    expect(script.host).toBe(new URL(site.url).hostname.replace(/^www\./, ''));
    // The project's own site is left as it is.
    expect(fs.readFileSync(path.join(repoRoot, 'content', 'site.yaml'), 'utf8')).toBe(ownSite);
  },
);

it('names the providers when asked for another', () => {
  expect(() => analyticsSite(repoRoot, 'matomo')).toThrow(
    'there is no analytics provider "matomo": they are plausible, umami, goatcounter and cloudflare',
  );
});
