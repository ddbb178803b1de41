/**
 * Where a build's GitHub facts come from and go: the API (GitHub's, or a stand-in's named by
 * PORTFOLIO_GITHUB_API), the token from the environment, the two facts files; and which
 * repositories a site's projects link. site.yaml's `githubFacts: false` turns it all off.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { Content, DeepReadonly } from '../../src/content/types.ts';
import { repositoryOf, type GithubFacts } from '../../src/lib/github-facts.ts';
import { cacheDir, type ContentPaths } from '../paths.ts';
import type { GithubSource } from './fetch-repository.ts';
import { loadGithubFacts, type LoadedFacts } from './load-github-facts.ts';

export type { GithubSource };

/** The owner's copy of the facts, in content/, and the build's, in its cache folder. */
export const FACTS_FILE = 'github-facts.json';

export const GITHUB_API = 'https://api.github.com';

/** A few seconds: the build waits no longer on a request that hangs. */
export const REQUEST_TIMEOUT_MS = 4000;

/**
 * The API and token the environment gives: GITHUB_TOKEN (as GitHub Actions provides it) or
 * GH_TOKEN, sent to GitHub alone (never to a stand-in, which may be plain http). Under the
 * project's tests (VITEST), GitHub itself is never asked: only the stand-in a test names, so a test
 * run is offline and its pages do not change with GitHub's answers.
 */
export function githubSourceFromEnv(env: NodeJS.ProcessEnv = process.env): GithubSource | undefined {
  const api = env.PORTFOLIO_GITHUB_API || (env.VITEST ? undefined : GITHUB_API);
  if (!api) return undefined;
  const token = api === GITHUB_API ? env.GITHUB_TOKEN || env.GH_TOKEN : undefined;
  return { api, timeoutMs: REQUEST_TIMEOUT_MS, ...(token ? { token } : {}) };
}

/** The repositories the projects link (links.github), `owner/name` in lower case. */
export function linkedRepositories(content: DeepReadonly<Pick<Content, 'projects'>>): string[] {
  return content.projects.projects.map((project) => repositoryOf(project.links?.github)).filter((repository) => repository !== undefined);
}

/**
 * The build's copy for an API: GitHub's facts in github-facts.json, another API's in a file of its
 * own, so a test's stand-in never replaces them (one file for every port a local stand-in takes).
 */
export function cacheFileFor(api: string): string {
  const local = api.replace(/^(https?:\/\/(?:127\.0\.0\.1|localhost)):\d+/, '$1');
  const name = api === GITHUB_API ? FACTS_FILE : `github-facts-${crypto.createHash('sha256').update(local).digest('hex').slice(0, 12)}.json`;
  return path.join(cacheDir, name);
}

/** A site's facts, or none (and nothing asked, nothing read) when its site.yaml turns them off or there is no source. */
export async function siteGithubFacts(
  content: DeepReadonly<Pick<Content, 'projects' | 'site'>>,
  paths: ContentPaths,
  source: (GithubSource & { offline?: boolean }) | undefined,
): Promise<LoadedFacts> {
  if (!source || content.site.githubFacts === false) return { table: {}, notices: [] };
  return loadGithubFacts(linkedRepositories(content), source, {
    cache: cacheFileFor(source.api),
    committed: path.join(paths.contentDir, FACTS_FILE),
    committedShown: path.relative(paths.root, path.join(paths.contentDir, FACTS_FILE)).split(path.sep).join('/'),
  });
}

export type { GithubFacts, LoadedFacts };
