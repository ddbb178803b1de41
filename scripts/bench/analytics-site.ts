/**
 * The benchmark's "analytics" scenario: a copy of the project whose site.yaml names one analytics
 * provider, with settings an owner could write, so that every kind of page is measured with the
 * loader and the provider's script against the same pages without. Returns the copy's root (built
 * by the caller) and the provider's script as the build will write it (for the stand-in server).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { AnalyticsSettings } from '../../src/content/types.ts';
import { isProvider, type AnalyticsProvider } from '../../src/analytics/provider-apis.ts';
import { analyticsScript, type AnalyticsScript } from '../analytics/analytics-script.ts';
import { copyProject } from '../project-copy.ts';

/** Valid settings for each provider, on its own servers: Plausible counts the site's own domain. */
export function benchSettings(provider: AnalyticsProvider, siteHost: string): AnalyticsSettings {
  const settings: Record<AnalyticsProvider, AnalyticsSettings> = {
    plausible: { plausible: { domain: siteHost } },
    umami: { umami: { websiteId: '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b', src: 'https://cloud.umami.is/script.js' } },
    goatcounter: { goatcounter: { code: 'bench' } },
    cloudflare: { cloudflare: { token: '0123456789abcdef0123456789abcdef' } },
  };
  return settings[provider];
}

export interface AnalyticsSite {
  root: string;
  script: AnalyticsScript;
}

export function analyticsSite(repoRoot: string, provider: string): AnalyticsSite {
  if (!isProvider(provider))
    throw new Error(`there is no analytics provider ${JSON.stringify(provider)}: they are plausible, umami, goatcounter and cloudflare`);
  const root = copyProject(repoRoot, { prefix: `portfolio-analytics-${provider}-` });
  const siteYaml = path.join(root, 'content', 'site.yaml');
  const site: unknown = yaml.load(fs.readFileSync(siteYaml, 'utf8'));
  if (typeof site !== 'object' || site === null || !('url' in site) || typeof site.url !== 'string')
    throw new Error(`${siteYaml} has no url: run npm run content:check`);
  const analytics = benchSettings(provider, new URL(site.url).hostname.replace(/^www\./, ''));
  // In a copy: its comments are not kept.
  fs.writeFileSync(siteYaml, yaml.dump({ ...site, analytics }));
  const script = analyticsScript(analytics, site.url);
  if (!script) throw new Error(`no analytics script for ${provider}`);
  return { root, script };
}
