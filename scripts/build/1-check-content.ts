/**
 * Build stage 1: check the content — the only time the build reads content/ — and describe its
 * images; and fetch the projects' GitHub facts (scripts/github/), at most one warning line when
 * GitHub cannot give them. Every problem is printed, located; with any error nothing is built.
 */
import { printProblems } from '../content/report-problems.ts';
import { githubSourceFromEnv, type GithubSource } from '../github/site-github-facts.ts';
import type { ContentPaths } from '../paths.ts';
import { loadSite } from '../site/load-site.ts';
import type { Site } from '../site/site.ts';

/** `github`: where the facts come from, by default as the environment says (a test names its stand-in; null: none). */
export async function checkContentStage(paths: ContentPaths, github: GithubSource | null = githubSourceFromEnv() ?? null): Promise<Site | undefined> {
  const { check, site, notices } = await loadSite(paths, github ? { github } : {});
  printProblems(check);
  for (const notice of notices) console.log(notice);
  return site;
}
