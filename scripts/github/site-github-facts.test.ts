import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '../paths.ts';
import { cacheFileFor, GITHUB_API, githubSourceFromEnv, linkedRepositories, siteGithubFacts } from './site-github-facts.ts';

describe('where the facts come from', () => {
  it('is GitHub, with the token the environment gives (GITHUB_TOKEN as Actions provides it, or GH_TOKEN)', () => {
    expect(githubSourceFromEnv({})).toEqual({ api: GITHUB_API, timeoutMs: 4000 });
    expect(githubSourceFromEnv({ GITHUB_TOKEN: 'a', GH_TOKEN: 'b' })?.token).toBe('a');
    expect(githubSourceFromEnv({ GH_TOKEN: 'b' })?.token).toBe('b');
  });

  it('is a stand-in when PORTFOLIO_GITHUB_API names one, and never GitHub under the tests', () => {
    expect(githubSourceFromEnv({ PORTFOLIO_GITHUB_API: 'http://127.0.0.1:9/ok' })?.api).toBe('http://127.0.0.1:9/ok');
    expect(githubSourceFromEnv({ VITEST: 'true' })).toBeUndefined();
    expect(githubSourceFromEnv({ VITEST: 'true', PORTFOLIO_GITHUB_API: 'http://127.0.0.1:9/ok' })?.api).toBe('http://127.0.0.1:9/ok');
    // The environment's token is GitHub's: a stand-in never gets it.
    expect(githubSourceFromEnv({ PORTFOLIO_GITHUB_API: 'http://127.0.0.1:9/ok', GITHUB_TOKEN: 'a' })?.token).toBeUndefined();
  });

  it('keeps a stand-in’s facts in a file of their own, never in place of GitHub’s', () => {
    expect(cacheFileFor(GITHUB_API)).toMatch(/[/\\]github-facts\.json$/);
    expect(cacheFileFor('http://127.0.0.1:9/ok')).toMatch(/[/\\]github-facts-[0-9a-f]{12}\.json$/);
    expect(cacheFileFor('http://127.0.0.1:9/ok')).toBe(cacheFileFor('http://127.0.0.1:4567/ok'));
  });
});

describe("a site's facts", () => {
  const projects = {
    projects: [
      { title: 'A', description: '', type: 'web', skills: [], images: [], links: { github: 'https://github.com/Owner/A' } },
      { title: 'B', description: '', type: 'web', skills: [], images: [], links: { live: 'https://example.com' } },
      { title: 'C', description: '', type: 'web', skills: [], images: [], links: { github: 'https://github.com/owner' } },
    ],
  };

  it('are asked for the repositories the projects link', () => {
    expect(linkedRepositories({ projects })).toEqual(['owner/a']);
  });

  it('are none, with nothing asked and nothing written, when site.yaml turns them off or there is no source', async () => {
    const paths = contentPaths(fs.mkdtempSync(path.join(os.tmpdir(), 'facts-off-')));
    const source = { api: 'http://127.0.0.1:9/never', timeoutMs: 1 };
    const site = { title: 'T', description: 'D', url: 'https://example.com', language: 'en', copyrightYear: 2026, emailjs: {} };
    expect(await siteGithubFacts({ projects, site: { ...site, githubFacts: false } }, paths, source)).toEqual({ table: {}, notices: [] });
    expect(await siteGithubFacts({ projects, site }, paths, undefined)).toEqual({ table: {}, notices: [] });
    expect(fs.existsSync(cacheFileFor(source.api))).toBe(false);
  });
});
