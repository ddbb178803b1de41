/**
 * The sample site built against the GitHub stand-in (test/support/github-stand-in.ts), which the
 * setup (global-setup.ts) starts before the builds and names in GITHUB_STAND_IN: `github` while it
 * answers (each of the sample's repositories one way GitHub can), `github-down` while it closes
 * every connection, with the owner's committed facts file holding one repository's last good
 * facts. Every other site is built with no facts at all: its pages are what they were.
 */
import fs from 'node:fs';
import path from 'node:path';
import { factsFileText } from '../../../scripts/github/facts-file.ts';
import { FACTS_FILE, type GithubSource } from '../../../scripts/github/site-github-facts.ts';
import type { StandInMode } from '../../support/github-stand-in.ts';

export const GITHUB_STAND_IN = 'GITHUB_STAND_IN';

/** The made sites built against the stand-in, and in which of its modes. */
export const GITHUB_SITES: Readonly<Record<string, StandInMode>> = { github: 'ok', 'github-down': 'down' };

/** The last good facts of the sample's GymFlow that github-down's owner committed. */
export const LAST_GOOD = { stars: 99, language: 'Rust', pushedAt: '2026-10-15T08:00:00Z', archived: false };

/** Where a made site's build takes its facts from: the stand-in (2 s a request, for its answer that never ends), or nowhere. */
export function githubSourceOf(name: string): GithubSource | null {
  const mode = GITHUB_SITES[name];
  if (!mode) return null;
  const origin = process.env[GITHUB_STAND_IN];
  if (!origin) throw new Error(`${GITHUB_STAND_IN} is not set: the browser tests' setup starts the GitHub stand-in before it builds ${name}`);
  return { api: `${origin}/${mode}`, timeoutMs: 2000 };
}

/** github-down's change: content/github-facts.json as a build wrote it on 2026-10-16, when the stand-in still answered. */
export function commitLastGoodFacts(root: string): void {
  const api = githubSourceOf('github-down')?.api ?? '';
  const repositories = new Map([['example-sam-rivera/gymflow', { facts: LAST_GOOD, fetched: '2026-10-16T00:00:00Z' }]]);
  fs.writeFileSync(path.join(root, 'content', FACTS_FILE), factsFileText({ api, repositories }));
}
